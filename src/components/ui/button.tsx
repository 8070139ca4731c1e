import type { ButtonHTMLAttributes } from 'react';
import { SmartLink, type SmartLinkProps } from '@/components/ui/smart-link';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'light' | 'ghost-light';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-accent-700 text-white hover:bg-accent-800 focus-visible:outline-accent-700',
  outline: 'border-2 border-brand-600 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  light: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  'ghost-light': 'border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white',
};
const sizes: Record<Size, string> = { md: 'min-h-11 px-5 py-2.5 text-sm', lg: 'min-h-12 px-6 py-3 text-base' };

export const buttonClass = (variant: ButtonVariant = 'primary', size: Size = 'md', extra = '') =>
  `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: Size;
}

export function Button({ variant, size, className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

interface ButtonLinkProps extends SmartLinkProps {
  variant?: ButtonVariant;
  size?: Size;
}

export function ButtonLink({ variant, size, className = '', ...rest }: ButtonLinkProps) {
  return <SmartLink className={buttonClass(variant, size, className)} {...rest} />;
}
