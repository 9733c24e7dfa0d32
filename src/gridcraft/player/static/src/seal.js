/* gridcraft's player, seal.js: SHA-256 and the sealed answers (the script's side of seal.py). */
"use strict";
var enc = new TextEncoder();

/* ---- SHA-256 (FIPS 180-4), for the sealed answers and check-only hashes ---- */
var K = [], H0 = [];
(function () {
  var n = 2, found = 0;
  function frac(x) { return ((x - Math.floor(x)) * 4294967296) >>> 0; }
  while (found < 64) {
    var prime = true;
    for (var d = 2; d * d <= n; d++) if (n % d === 0) { prime = false; break; }
    if (prime) { if (found < 8) H0.push(frac(Math.sqrt(n))); K.push(frac(Math.cbrt(n))); found++; }
    n++;
  }
})();
function sha256(bytes) {
  var len = bytes.length, total = ((len + 9 + 63) >> 6) << 6;
  var m = new Uint8Array(total);
  m.set(bytes); m[len] = 0x80;
  var bits = len * 8;
  m[total - 4] = bits >>> 24; m[total - 3] = bits >>> 16; m[total - 2] = bits >>> 8; m[total - 1] = bits;
  m[total - 5] = Math.floor(len / 536870912);
  var h = H0.slice(), w = new Array(64);
  for (var off = 0; off < total; off += 64) {
    for (var i = 0; i < 16; i++) {
      w[i] = (m[off + 4 * i] << 24) | (m[off + 4 * i + 1] << 16) | (m[off + 4 * i + 2] << 8) | m[off + 4 * i + 3];
    }
    for (i = 16; i < 64; i++) {
      var a0 = w[i - 15], a1 = w[i - 2];
      var s0 = ((a0 >>> 7) | (a0 << 25)) ^ ((a0 >>> 18) | (a0 << 14)) ^ (a0 >>> 3);
      var s1 = ((a1 >>> 17) | (a1 << 15)) ^ ((a1 >>> 19) | (a1 << 13)) ^ (a1 >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    var a = h[0], b = h[1], c = h[2], e = h[4], f = h[5], g = h[6], hh = h[7], dd = h[3];
    for (i = 0; i < 64; i++) {
      var S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      var t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      var S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      var t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g; g = f; f = e; e = (dd + t1) | 0; dd = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + dd) | 0;
    h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + hh) | 0;
  }
  var out = new Uint8Array(32);
  for (i = 0; i < 8; i++) {
    out[4 * i] = h[i] >>> 24; out[4 * i + 1] = h[i] >>> 16; out[4 * i + 2] = h[i] >>> 8; out[4 * i + 3] = h[i];
  }
  return out;
}
function hex(bytes) {
  var s = "";
  for (var i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
  return s;
}
/* sealed text and hashes are written in 32 digits and signs, no letter (see seal.py) */
var ALPHABET = "0123456789!#$%()*+,-./:;=?@[]^_~";
function encode32(bytes) {
  var out = "", acc = 0, bits = 0;
  for (var i = 0; i < bytes.length; i++) {
    acc = ((acc << 8) | bytes[i]) & 0xffff; bits += 8;
    while (bits >= 5) { bits -= 5; out += ALPHABET[(acc >> bits) & 31]; }
  }
  if (bits) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}
function decode32(text) {
  var out = new Uint8Array(Math.floor(text.length * 5 / 8)), n = 0, acc = 0, bits = 0;
  for (var i = 0; i < text.length; i++) {
    acc = ((acc << 5) | ALPHABET.indexOf(text[i])) & 0xffff; bits += 5;
    if (bits >= 8) { bits -= 8; out[n++] = (acc >> bits) & 255; }
  }
  return out.subarray(0, n);
}
function unseal(sealed, salt) {
  var raw = decode32(sealed), data = new Uint8Array(raw.length), saltBytes = enc.encode(salt + ":");
  for (var i = 0; i < raw.length; i += 32) {
    var block = new Uint8Array(saltBytes.length + 4), n = i / 32;
    block.set(saltBytes);
    block.set([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255], saltBytes.length);
    var key = sha256(block);
    for (var j = 0; j < 32 && i + j < raw.length; j++) data[i + j] = raw[i + j] ^ key[j];
  }
  return new TextDecoder().decode(data);
}
function entryHash(salt, rounds, index, values) {
  var digest = sha256(enc.encode(salt + "\u0000" + index + "\u0000" + values.join("\u0001")));
  for (var i = 1; i < rounds; i++) digest = sha256(digest);
  return encode32(digest.subarray(0, 16));
}

if (typeof module === "object") {
  module.exports = { sha256: sha256, hex: hex, encode32: encode32, decode32: decode32, unseal: unseal, entryHash: entryHash };
}
