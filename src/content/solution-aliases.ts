// Old or short solution slugs (used by the hero) and the detail page each one redirects to.
// Read by the router, the local server and the vercel.json test, so all three agree.
export const solutionAliases: Readonly<Record<string, string>> = {
  'amazon-connect': 'amazon-connect-ai',
  'custom-dev': 'custom-development',
};
