// Every journey in Firefox ESR (WebDriver BiDi through puppeteer-core).
import { launchFirefox } from './firefox-driver';
import { engineJourneys } from './journeys';

engineJourneys('firefox', launchFirefox);
