// Decap CMS starts itself as soon as its script runs unless told otherwise; cms.js starts it
// after registering the list format, the save hook and the previews.
window.CMS_MANUAL_INIT = true;
// The local backend has no accounts, so there is nothing to log in to: record the signed-in user
// exactly as Decap's own Login button does for that backend, and the editor opens straight away.
if (!window.localStorage.getItem("decap-cms-user")) {
  window.localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));
}
