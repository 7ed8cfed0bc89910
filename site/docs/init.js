// Draws the reference from the API's own document. Fonts are the system's: nothing is fetched
// from elsewhere, so the page works offline.
/* global Redoc */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
Redoc.init(
  '/openapi.json',
  {
    expandResponses: '200',
    jsonSampleExpandLevel: 3,
    requiredPropsFirst: true,
    pathInMiddlePanel: true,
    hideDownloadButton: false,
    theme: { typography: { fontFamily: SYSTEM_FONTS, headings: { fontFamily: SYSTEM_FONTS } } },
  },
  document.getElementById('reference'),
);
