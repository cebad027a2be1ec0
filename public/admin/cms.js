// Starts Decap CMS (docs/editors.md). An external file, not an inline script, so that /admin's CSP needs no hash.
// The start is manual for two reasons: the preview gets the site's own styles, and the local backend's address
// is the page's own origin (npm start serves the decap-server protocol at /api/v1 on whatever port it listens
// on), which config.yml cannot know. Decap only uses that backend on localhost/127.0.0.1; on Netlify the
// backend of config.yml applies.
window.CMS_MANUAL_INIT = true;
window.addEventListener('DOMContentLoaded', function () {
  var CMS = window.CMS;
  CMS.registerPreviewStyle('/admin/preview.css');
  CMS.init({ config: { local_backend: { url: window.location.origin + '/api/v1' } } });
});
