/* Offline page (served by the service worker for a path never visited): retry reloads the path;
   coming back online retries by itself; the top bar's back goes to the previous page, or home when
   the app was opened on this one (as the app's header does). External file because the CSP allows
   no inline script. */
document.getElementById('retry').addEventListener('click', function () { location.reload(); });
window.addEventListener('online', function () { location.reload(); });
document.getElementById('back').addEventListener('click', function () {
  if (history.length > 1) history.back();
  else location.href = '/';
});
