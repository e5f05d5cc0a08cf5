/* global document, window */
// Runs before the first paint (see index.html and the prerendered pages): applies the stored
// theme and the path's language so a reload neither flashes light nor announces the wrong
// language. Keys: lib/storage-keys.ts.
(function () {
  var root = document.documentElement;
  var preferred = null;
  try {
    if (window.localStorage.getItem('theme') === 'dark') root.classList.add('dark');
    var stored = window.localStorage.getItem('preferredLang');
    if (stored === 'en' || stored === 'fr') preferred = stored;
  } catch {
    // Storage may be blocked; the light theme and the browser's language stay.
  }
  // Else the browser's first language we speak, else English (lib/languages.ts,
  // readPreferredLanguage).
  var browser = window.navigator.languages || [];
  for (var i = 0; !preferred && i < browser.length; i++) {
    var base = String(browser[i]).toLowerCase().split(/[-_]/)[0];
    if (base === 'en' || base === 'fr') preferred = base;
  }
  if (!preferred) preferred = 'en';
  var location = window.location;
  var lang = location.pathname.split('/')[1];
  if (lang === 'en' || lang === 'fr') {
    root.lang = lang;
  } else if (location.pathname === '/') {
    // The site root goes straight to the prerendered landing page of the stored language, as
    // the app would (lib/languages.ts, languageRedirect), without loading the app first.
    location.replace('/' + preferred + location.search + location.hash);
  }
})();
