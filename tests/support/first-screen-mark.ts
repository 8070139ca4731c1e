// The home page's mark while what lies below its first screen is not all rendered: the page's
// script takes it off `<html>` once every part is (src/boot/pre-app.ts).
import { DATA_FIRST_SCREEN } from '@/boot/dom-hooks';

/** `<html>` while the mark is on it. */
export const FIRST_SCREEN_MARK = `html[${DATA_FIRST_SCREEN}]`;
