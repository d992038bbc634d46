// Decap CMS starts itself as soon as its script runs unless told otherwise; cms.js starts it
// after registering the list format, the save hook and the previews.
window.CMS_MANUAL_INIT = true;
