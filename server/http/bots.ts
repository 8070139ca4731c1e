// Who is not a visitor, for the site's analytics: crawlers, link previews, monitors, HTTP libraries
// (isbot's maintained list), an empty user agent, and headless or automated browsers by the names
// they give themselves (a browser under automation that hides it says so in its batches instead:
// navigator.webdriver).
import { isbot } from 'isbot';

const AUTOMATED = /headless|lighthouse|phantomjs|puppeteer|playwright|selenium|webdriver/i;

export const isBot = (userAgent: string | undefined): boolean =>
  !userAgent || isbot(userAgent) || AUTOMATED.test(userAgent);
