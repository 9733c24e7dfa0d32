"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const seal = require("../../../src/gridcraft/player/static/src/seal.js");

const bytes = (text) => new TextEncoder().encode(text);

test("SHA-256 gives the FIPS 180-4 digests, over one block and over two", () => {
  assert.equal(seal.hex(seal.sha256(bytes("abc"))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  assert.equal(seal.hex(seal.sha256(bytes(""))), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  assert.equal(
    seal.hex(seal.sha256(bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))),
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
  );
});

test("the 32 signs write any bytes and read them back", () => {
  const data = Uint8Array.from([0, 1, 2, 250, 255, 128, 7]);
  const text = seal.encode32(data);
  assert.match(text, /^[0-9!#$%()*+,\-./:;=?@[\]^_~]+$/);  // no letter
  assert.deepEqual(Array.from(seal.decode32(text)), Array.from(data));
});

// computed by gridcraft.player.seal (seal and entry_hash) for the same salt: the script and the
// Python side must agree
test("unsealing and the check-only hash agree with seal.py", () => {
  assert.equal(seal.unseal("^^~-*5^^%?0!9/-$[-/[$-0", "salt9"), '{"a":[1,"Ü"]}');
  assert.equal(seal.entryHash("salt9", 1000, 3, ["स्ते", "B"]), "844_8/97^:^45.(!0=8_*602;.");
  assert.notEqual(seal.entryHash("salt9", 1000, 3, ["स्ते", "C"]), "844_8/97^:^45.(!0=8_*602;.");
});
