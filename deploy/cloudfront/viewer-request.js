// CloudFront Function (viewer request, runtime cloudfront-js-2.0) for the site in a private bucket: what
// S3's website endpoint would do. Old addresses -> 301 to their page, `/x` -> 301 `/x/`, `/x/` -> the
// object `x/index.html`. ES5.1 only, which every CloudFront Functions runtime accepts.
// REDIRECTS is generated from out/_redirects by `npm run deploy -- --cloudfront-config`: do not edit it
// by hand (a unit test compares it with public/_redirects). The handler below is the source: edit here.
/* eslint-disable */
var REDIRECTS = {
  "/sorrento/restaurant/alacarte": "/dining/bistro/",
  "/sorrento/restaurant/alacarte/": "/dining/bistro/",
  "/amalfi/restaurant/alacarte": "/dining/bistro/",
  "/amalfi/restaurant/alacarte/": "/dining/bistro/",
  "/sorrento/hotel": "/sorrento/",
  "/sorrento/hotel/": "/sorrento/",
  "/amalfi/hotel": "/amalfi/",
  "/amalfi/hotel/": "/amalfi/",
  "/amalfi/skybar": "/dining/skybar/",
  "/amalfi/skybar/": "/dining/skybar/",
  "/amalfi/restaurant/buffet": "/dining/buffet/",
  "/amalfi/restaurant/buffet/": "/dining/buffet/",
  "/vi/sorrento/restaurant/alacarte": "/vi/dining/bistro/",
  "/vi/sorrento/restaurant/alacarte/": "/vi/dining/bistro/",
  "/vi/amalfi/restaurant/alacarte": "/vi/dining/bistro/",
  "/vi/amalfi/restaurant/alacarte/": "/vi/dining/bistro/",
  "/vi/sorrento/hotel": "/vi/sorrento/",
  "/vi/sorrento/hotel/": "/vi/sorrento/",
  "/vi/amalfi/hotel": "/vi/amalfi/",
  "/vi/amalfi/hotel/": "/vi/amalfi/",
  "/vi/amalfi/skybar": "/vi/dining/skybar/",
  "/vi/amalfi/skybar/": "/vi/dining/skybar/",
  "/vi/amalfi/restaurant/buffet": "/vi/dining/buffet/",
  "/vi/amalfi/restaurant/buffet/": "/vi/dining/buffet/"
};

// The Vietnamese pages and a compact Vietnamese not-found page, filled in from the build by the same
// command (empty here: then a Vietnamese miss gets the distribution's /404.html like any other).
var VI_PAGES = {};
var NOT_FOUND_VI = '';

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (REDIRECTS[uri]) return redirect(REDIRECTS[uri], request.querystring);
  // A Vietnamese page address that is no page (in any casing: 404.html's script corrects that one).
  if (NOT_FOUND_VI && uri.indexOf('/vi/') === 0 && uri.charAt(uri.length - 1) === '/' && !VI_PAGES[uri.toLowerCase()]) {
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: { 'content-type': { value: 'text/html; charset=utf-8' }, 'cache-control': { value: 'public, max-age=0, must-revalidate' } },
      body: { encoding: 'text', data: NOT_FOUND_VI },
    };
  }
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
    return request;
  }
  // A path without a file extension is a page: send it to its canonical address with the slash.
  if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') < 0) return redirect(uri + '/', request.querystring);
  return request;
}

// Keeps the query string (campaign tags on an old link) across the redirect.
function redirect(location, querystring) {
  var pairs = [];
  Object.keys(querystring || {}).forEach(function (name) {
    var entry = querystring[name];
    (entry.multiValue || [entry]).forEach(function (item) {
      pairs.push(item.value === '' ? name : name + '=' + item.value);
    });
  });
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: pairs.length ? location + '?' + pairs.join('&') : location } },
  };
}
