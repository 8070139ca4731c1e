// Every journey in WebKitGTK's MiniBrowser (WebDriver classic through webdriverio, on Xvfb).
import { engineJourneys } from './journeys';
import { launchWebKit } from './webkit-driver';

engineJourneys('webkit', launchWebKit);
