/* The C helpers that gridcraft's extensions share (included by each; static, so each module keeps
 * its own copy of what it uses): the monotonic clock the searches compare a budget's deadline with,
 * reading a Python int, and CPython's Mersenne Twister drawn as random.Random draws, so that a C
 * loop and its Python reference make the same choices from the same seed.
 *
 * The loader of the modules is gridcraft/engine/native.py; this header sits beside it.
 */
#ifndef GRIDCRAFT_NATIVE_H
#define GRIDCRAFT_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#if defined(__GNUC__)
#define GC_UNUSED __attribute__((unused))
#else
#define GC_UNUSED
#endif

/* seconds on CLOCK_MONOTONIC, the clock of Python's time.monotonic() (a budget's deadline) */
static GC_UNUSED double gc_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* a Python int into *out (truncated to int); 0 with the exception set when it is not one */
static GC_UNUSED int gc_as_int(PyObject *o, int *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return 0;
    *out = (int)v;
    return 1;
}

/* ---- CPython's Mersenne Twister (MT19937), as random.Random draws from it ------------------------ */

#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t mt[MT_N];
    int index;
} GcMt;

static GC_UNUSED uint32_t gc_mt_u32(GcMt *r) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    if (r->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (r->mt[kk] & 0x80000000U) | (r->mt[kk + 1] & 0x7fffffffU);
            r->mt[kk] = r->mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (r->mt[kk] & 0x80000000U) | (r->mt[kk + 1] & 0x7fffffffU);
            r->mt[kk] = r->mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (r->mt[MT_N - 1] & 0x80000000U) | (r->mt[0] & 0x7fffffffU);
        r->mt[MT_N - 1] = r->mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        r->index = 0;
    }
    y = r->mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* random.Random(a).seed for an int a >= 0 given as its 32-bit words, least significant first
   (CPython's init_by_array over init_genrand(19650218)): the state random.Random(text) starts in,
   with the words of int.from_bytes(text + sha512(text)) */
static GC_UNUSED void gc_mt_seed(GcMt *r, const uint32_t *key, size_t len) {
    static uint32_t start[MT_N]; /* init_genrand(19650218), the same for every key: made once */
    static int started;
    uint32_t *mt = r->mt;
    if (!started) {
        start[0] = 19650218U;
        for (int i = 1; i < MT_N; i++) start[i] = 1812433253U * (start[i - 1] ^ (start[i - 1] >> 30)) + (uint32_t)i;
        started = 1;
    }
    memcpy(mt, start, sizeof start);
    size_t i = 1, j = 0;
    for (size_t k = MT_N > len ? MT_N : len; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) { mt[0] = mt[MT_N - 1]; i = 1; }
        if (j >= len) j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) { mt[0] = mt[MT_N - 1]; i = 1; }
    }
    mt[0] = 0x80000000U;
    r->index = MT_N;
}

/* random.random() */
static GC_UNUSED double gc_mt_random(GcMt *r) {
    uint32_t a = gc_mt_u32(r) >> 5, b = gc_mt_u32(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* make._below(n), n >= 1: getrandbits(n.bit_length()), drawn again while it is n or more */
static GC_UNUSED int gc_mt_below(GcMt *r, int n) {
    int k = 32 - __builtin_clz((unsigned)n);
    uint32_t x;
    do x = gc_mt_u32(r) >> (32 - k); while (x >= (uint32_t)n);
    return (int)x;
}

/* gc_mt_seed from a key of bytes read as a big-endian integer (random.Random's int of a text seed):
   0 with the exception set when it is not non-empty bytes or memory runs out */
static GC_UNUSED int gc_mt_seed_bytes(GcMt *rng, PyObject *key) {
    if (!PyBytes_Check(key) || PyBytes_GET_SIZE(key) == 0) {
        PyErr_SetString(PyExc_ValueError, "the seed's key must be bytes, not empty");
        return 0;
    }
    /* the key's bytes as a big-endian integer, in 32-bit words least significant first (one at least) */
    const unsigned char *bytes = (const unsigned char *)PyBytes_AS_STRING(key);
    size_t size = (size_t)PyBytes_GET_SIZE(key), lead = 0;
    while (lead < size && !bytes[lead]) lead++;
    size_t used = size - lead, len = used ? (used + 3) / 4 : 1;
    uint32_t *words = PyMem_Malloc(len * sizeof(uint32_t));
    if (!words) {
        PyErr_NoMemory();
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        uint32_t w = 0;
        for (size_t j = 0; j < 4; j++) {
            size_t back = 4 * i + j; /* bytes from the end */
            if (back < used) w |= (uint32_t)bytes[size - 1 - back] << (8 * j);
        }
        words[i] = w;
    }
    gc_mt_seed(rng, words, len);
    PyMem_Free(words);
    return 1;
}

#endif
