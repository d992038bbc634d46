// The local CMS only (`npm run cms`): its backend has no accounts, so there is nothing to log in
// to. Record the signed-in user exactly as Decap's own Login button does for that backend, and
// the editor opens straight away. The hosted page (cms/hosted-admin.ts) is written without this
// script: there, Decap's GitHub sign-in records the user.
if (!window.localStorage.getItem("decap-cms-user")) {
  window.localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));
}
