// Starts Decap CMS (docs/editors.md). An external file, not an inline script, so that /admin's CSP needs no hash.
// The start is manual for two reasons: the preview gets the site's own styles, and the local backend's address
// is the page's own origin (npm start serves the decap-server protocol at /api/v1 on whatever port it listens
// on), which config.yml cannot know. Decap only uses that backend on localhost/127.0.0.1; on Netlify the
// backend of config.yml applies. On another machine of the network, a host started with EDITOR_REMOTE_SECRET is
// reached at /admin/?editor-key=<secret>: the key goes to the backend with each request (server/editorAccess.ts)
// and leaves the address bar at once, so it stays out of the history.
window.CMS_MANUAL_INIT = true;
window.addEventListener('DOMContentLoaded', function () {
  var CMS = window.CMS;
  var query = new URLSearchParams(window.location.search);
  var key = query.get('editor-key');
  var localBackend = { url: window.location.origin + '/api/v1' };
  if (key) {
    query.delete('editor-key');
    var rest = query.toString();
    window.history.replaceState(null, '', window.location.pathname + (rest ? '?' + rest : '') + window.location.hash);
    localBackend = { url: localBackend.url + '?editor-key=' + encodeURIComponent(key), allowed_hosts: [window.location.hostname] };
  }
  CMS.registerPreviewStyle('/admin/preview.css');
  CMS.init({ config: { local_backend: localBackend } });
});
