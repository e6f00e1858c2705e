/* Keeps the game-night pages and their assets on the phone, so a seat's editor opens
   without a connection (with the edits seat-sync.js kept in localStorage).

   Network first: online, every page and asset comes fresh from the server and the copy
   here is refreshed; only when the network fails is the kept copy answered. So nothing
   is ever served stale while the server can be reached, and no version list of assets
   has to be kept in step with the app. Only GET requests to this site are touched; the
   API's answers are never kept (the editor knows what is saved and what is not).
   Registered by seat-sync.js with the scope /t/ (see companion/web/offline.py). */
"use strict";
var CACHE = "companion-pages-1";
var LIMIT = 150;
/* Pages and assets kept at most. A game night keeps a handful; a club that meets every
   week would otherwise fill the phone's storage with years of tables and old assets.
   The oldest go first: keeping an address again puts it at the end of the list. */

function trim(cache) {
  return cache.keys().then(function (keys) {
    var extra = keys.slice(0, Math.max(0, keys.length - LIMIT));
    return Promise.all(
      extra.map(function (key) {
        return cache.delete(key);
      }),
    );
  });
}

self.addEventListener("install", function () {
  self.skipWaiting();
});
self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (n) {
              return n !== CACHE;
            })
            .map(function (n) {
              return caches.delete(n);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

function keepable(request) {
  var url = new URL(request.url);
  return (
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.indexOf("/api/") !== 0
  );
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (!keepable(request)) return;
  event.respondWith(
    fetch(request)
      .then(function (response) {
        if (response.ok && response.type === "basic") {
          var copy = response.clone();
          event.waitUntil(
            caches.open(CACHE).then(function (cache) {
              return cache.put(request, copy).then(function () {
                return trim(cache);
              });
            }),
          );
        }
        return response;
      })
      .catch(function () {
        /* The last copy of this address, whatever cookies it was fetched with: pages vary on
         Cookie and Accept-Language, and a phone's cookies change as it visits tables. */
        return caches.match(request, { ignoreVary: true }).then(function (kept) {
          return kept || Response.error();
        });
      }),
  );
});

/* A page opened before this worker took control asks for itself and its assets to be kept. */
self.addEventListener("message", function (event) {
  var urls = event.data && event.data.keep;
  if (!Array.isArray(urls)) return;
  urls = urls.filter(function (u) {
    return keepable(new Request(u));
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then(function (cache) {
        return cache.addAll(urls).then(function () {
          return trim(cache);
        });
      })
      .catch(function () {
        /* offline now: kept next time */
      }),
  );
});
