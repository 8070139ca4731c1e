// React DOM, evaluated on its own before the app (the first of the start-up steps). An ES module
// in the react chunk, so the entry imports it without the CommonJS interop helper, which would
// otherwise be one more script loaded before any interaction.
import 'react-dom/client';
