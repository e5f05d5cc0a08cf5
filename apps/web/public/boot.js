/* global document, window */
// Runs before the first paint (see index.html): applies the stored theme and the path's language
// so a reload neither flashes light nor announces the wrong language. Keys: lib/storage-keys.ts.
(function () {
  var root = document.documentElement;
  try {
    if (window.localStorage.getItem('theme') === 'dark') root.classList.add('dark');
  } catch {
    // Storage may be blocked; the light theme stays.
  }
  var lang = window.location.pathname.split('/')[1];
  if (lang === 'en' || lang === 'fr') root.lang = lang;
})();
