import type { Config } from 'tailwindcss';

// Brand palette chosen for WCAG AA: brand-600 and accent-700 on white both exceed 4.5:1.
export default {
  // The public site's sources; the staff inbox (src/features/staff) has its own build and stylesheet.
  content: [
    './index.html',
    './src/*.ts',
    './src/{app,components,config,content,lib,pages,worker}/**/*.{ts,tsx}',
    './src/features/forms/**/*.{ts,tsx}',
    './src/features/booking/**/*.{ts,tsx}',
  ],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          200: '#bfd3fe',
          300: '#93b4fd',
          400: '#6090fa',
          500: '#3b6cf6',
          600: '#1f4fd8',
          700: '#1b3fae',
          800: '#1a3589',
          900: '#0b2545',
          950: '#07172d',
        },
        accent: {
          50: '#effefa',
          100: '#c7fff0',
          200: '#90ffe2',
          300: '#5eead4',
          400: '#2dd4bf',
          500: '#14b8a6',
          600: '#0d9488',
          700: '#0f766e',
          800: '#115e59',
          900: '#134e4a',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
      minHeight: { hero: '65vh' },
    },
  },
} satisfies Config;
