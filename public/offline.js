/* Offline page (served by the service worker for a path never visited): retry reloads the path;
   coming back online retries by itself. External file because the CSP allows no inline script. */
document.getElementById('retry').addEventListener('click', function () { location.reload(); });
window.addEventListener('online', function () { location.reload(); });
