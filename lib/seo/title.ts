/** Between the parts of a page title: `Transport · Energy · Estonia's greenhouse gases`. */
export const TITLE_SEPARATOR = ' · ';
