// Where field reports arrive, and the Reporting API group name the page headers give the browser-report path.

/** The bundle's batches (a page names it in `<meta name="sf-report" content>`). */
export const FIELD_REPORT_PATH = '/__sf/reports';
/** The browsers' own reports (CSP, integrity), named by every page's Reporting-Endpoints header. */
export const BROWSER_REPORT_PATH = '/__sf/browser-reports';
export const BROWSER_REPORT_GROUP = 'sf-browser';
/** The editors' page and the files it loads. */
export const FIELD_PAGE_PATH = '/__sf/field';
