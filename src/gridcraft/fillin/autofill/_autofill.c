/* Native propagation and branching for the filler (gridcraft.fillin.autofill.native); optional:
 * without a C compiler the package uses the pure Python FillProblem of
 * gridcraft.fillin.autofill.search, whose rules this follows one for one:
 *   crossing (arc consistency): a cell keeps the letters some candidate of each of its slots puts
 *     there, a slot the candidates whose letters are still possible (a work stack of slots whose
 *     candidates changed; a letter's support is looked for first where it was last found, as in
 *     AC-3rm's residues: Lecoutre and Hemery, IJCAI 2007);
 *   no repeats: a slot down to one entry takes it from every other slot of its length;
 * and the same dom/wdeg branching (fewest candidates per unit of weight, candidates in index
 * order, i.e. highest score first). Rules only prune, so every state reaches the same fixpoint as
 * in Python whatever the order; the order decides which crossing a wipe-out weighs.
 *
 * The dictionary index is built here from each length's entries as letter indices: per length,
 * per position and letter, the bitset of the entries with that letter there.
 * A state is an immutable bytes object: each slot's candidates (its length's WW little-endian
 * uint64 words), then each cell's letters (one uint64: at most 64 letters).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef uint64_t u64;

typedef struct { int i, c, t, j; } Cross; /* position i of the slot, cell c, crossing slot t at j */

typedef struct {
    int len, nwords, ww; /* letters, entries, 64-bit words per bitset */
    u64 *at;             /* [len][A][ww] */
    /* runs shared (max_shared): entry w holds runs wr[wr_off[w] .. wr_off[w + 1]]; run r is held by
     * entries rw[rw_off[r] .. rw_off[r + 1]] */
    int *wr_off, *wr, *rw_off, *rw;
    u64 *excl;           /* scratch: the entries of this length clashing with a placed one */
} Length;

typedef struct {
    int slot;             /* the slot branched on */
    int next;             /* the next candidate entry to try */
    int word;             /* the entry of the current child */
    u64 *buf;             /* the state (its candidates and letters), then E[S][XW], then R[S][XW] */
    u64 *confE, *confR;   /* the conflicts of the children tried so far: levels, slots */
} Frame;

typedef struct {
    int S, NC, A, NL, G; /* G: runs of the max_shared rule (0: no such rule) */
    Length *lengths;
    int *length;          /* length index of slot s */
    size_t *offset;       /* u64 offset of slot s's candidates in a state */
    size_t dom_words;     /* u64 words of all slots' candidates */
    int *xstart; Cross *cross;
    int *residue;         /* [crossing][letter]: the 64-bit block where that letter last had support */
    int *sstart, *same;   /* the other slots of slot s's length */
    double *weight;
    long long *wipeouts;
    long long props;
    size_t state_bytes;
    int *stack; char *inq; int sn;
    u64 *scratch;
    int *nonzero;         /* scratch: the 64-bit blocks of a slot's candidates that hold any */
    /* explanations (conflict-driven search): per slot, the decision levels and the slots whose rules
     * took candidates from it; bitsets of XW words */
    int XW;
    u64 *xE, *xR;         /* while the search propagates: the child's explanations; NULL otherwise */
    u64 *cE, *cR;         /* the last wipe-out's conflict: its levels and its slots */
    Frame *frames;        /* the search's path: frames[0] is the root */
    int top, done;
    size_t fwords;        /* u64 words of a frame's buffer: a state, then E and R */
    u64 *core;            /* the slots of the conflict that ended the last exhausted search */
    int empty;            /* the slot start() left without candidates (-1: none) */
    int **score;          /* per length, each entry's score (NULL: not given) */
    long long bound;      /* the search's bound: a child whose slots' best scores sum to no more fails (-1: none) */
} Fill;

#define DOMS(st) ((u64 *)(st))
#define LETTERS(F, st) ((u64 *)(st) + (F)->dom_words)

static inline int popc(u64 x) { /* without a library call (no popcount instruction assumed) */
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

static void fill_free(Fill *F) {
    if (!F) return;
    if (F->lengths)
        for (int l = 0; l < F->NL; l++) {
            Length *L = &F->lengths[l];
            PyMem_Free(L->at); PyMem_Free(L->wr_off); PyMem_Free(L->wr); PyMem_Free(L->rw_off);
            PyMem_Free(L->rw); PyMem_Free(L->excl);
        }
    PyMem_Free(F->lengths); PyMem_Free(F->length); PyMem_Free(F->offset);
    PyMem_Free(F->xstart); PyMem_Free(F->cross); PyMem_Free(F->residue); PyMem_Free(F->sstart); PyMem_Free(F->same);
    PyMem_Free(F->weight); PyMem_Free(F->wipeouts); PyMem_Free(F->stack); PyMem_Free(F->inq);
    PyMem_Free(F->scratch); PyMem_Free(F->nonzero);
    PyMem_Free(F->cE); PyMem_Free(F->cR); PyMem_Free(F->core);
    if (F->frames)
        for (int k = 0; k <= F->S; k++) { PyMem_Free(F->frames[k].buf); PyMem_Free(F->frames[k].confE); }
    PyMem_Free(F->frames);
    if (F->score)
        for (int l = 0; l < F->NL; l++) PyMem_Free(F->score[l]);
    PyMem_Free(F->score);
    PyMem_Free(F);
}

static void capsule_free(PyObject *cap) { fill_free((Fill *)PyCapsule_GetPointer(cap, "autofill")); }

static Fill *get(PyObject *cap) { return (Fill *)PyCapsule_GetPointer(cap, "autofill"); }

static int count_words(const u64 *d, int ww, int stop) {
    int n = 0;
    for (int k = 0; k < ww && n < stop; k++) n += popc(d[k]);
    return n;
}

static int first_word(const u64 *d, int ww) {
    for (int k = 0; k < ww; k++)
        if (d[k]) return k * 64 + __builtin_ctzll(d[k]);
    return -1;
}

#define HAS(set, i) (((set)[(i) >> 6] >> ((i) & 63)) & 1)
#define ADD(set, i) ((set)[(i) >> 6] |= (u64)1 << ((i) & 63))

/* Slot t lost candidates by a rule of slot s: t's explanation takes s's, and both slots. */
static inline void because(Fill *F, int s, int t) {
    if (!F->xE) return;
    u64 *Es = F->xE + (size_t)s * F->XW, *Et = F->xE + (size_t)t * F->XW;
    u64 *Rs = F->xR + (size_t)s * F->XW, *Rt = F->xR + (size_t)t * F->XW;
    for (int k = 0; k < F->XW; k++) { Et[k] |= Es[k]; Rt[k] |= Rs[k]; }
    ADD(Rt, s); ADD(Rt, t);
}

static int wiped(Fill *F, int s, int t) {
    F->weight[s] += 1; F->weight[t] += 1;
    F->wipeouts[s] += 1; F->wipeouts[t] += 1;
    if (F->xE) { /* the conflict: what took candidates from either slot, and both slots' rules */
        u64 *Es = F->xE + (size_t)s * F->XW, *Et = F->xE + (size_t)t * F->XW;
        u64 *Rs = F->xR + (size_t)s * F->XW, *Rt = F->xR + (size_t)t * F->XW;
        for (int k = 0; k < F->XW; k++) { F->cE[k] = Es[k] | Et[k]; F->cR[k] = Rs[k] | Rt[k]; }
        ADD(F->cR, s); ADD(F->cR, t);
    }
    return 0;
}

static void push(Fill *F, int s) {
    if (!F->inq[s]) { F->inq[s] = 1; F->stack[F->sn++] = s; }
}

/* The max_shared rule: entry w placed in slot s takes every entry sharing a run with it from every
 * other slot; 0 on a wipe-out. */
static int shared(Fill *F, u64 *doms, int s, int w) {
    Length *Ls = &F->lengths[F->length[s]];
    for (int l = 0; l < F->NL; l++) {
        Length *L = &F->lengths[l];
        memset(L->excl, 0, (size_t)L->ww * 8);
        for (int q = Ls->wr_off[w]; q < Ls->wr_off[w + 1]; q++) {
            int r = Ls->wr[q];
            for (int k = L->rw_off[r]; k < L->rw_off[r + 1]; k++) L->excl[L->rw[k] >> 6] |= (u64)1 << (L->rw[k] & 63);
        }
    }
    for (int t = 0; t < F->S; t++) {
        if (t == s) continue;
        Length *L = &F->lengths[F->length[t]];
        u64 *dt = doms + F->offset[t], changed = 0, any = 0;
        for (int k = 0; k < L->ww; k++) {
            u64 v = dt[k] & ~L->excl[k];
            changed |= v ^ dt[k]; dt[k] = v; any |= v;
        }
        if (!changed) continue;
        if (!any) return wiped(F, s, t);
        because(F, s, t);
        push(F, t);
    }
    return 1;
}

static int *int_array(PyObject *bytes, Py_ssize_t *n) {
    char *data; Py_ssize_t size;
    if (PyBytes_AsStringAndSize(bytes, &data, &size) < 0) return NULL;
    int *out = PyMem_Malloc(size ? (size_t)size : 4);
    if (!out) { PyErr_NoMemory(); return NULL; }
    memcpy(out, data, (size_t)size);
    *n = size / 4;
    return out;
}

/* Prune the state st in place to the fixpoint; 0 on a wipe-out. */
static int propagate(Fill *F, u64 *st) {
    u64 *doms = DOMS(st), *letters = LETTERS(F, st);
    F->props++;
    int ok = 1;
    while (F->sn) {
        int s = F->stack[--F->sn];
        F->inq[s] = 0;
        Length *Ls = &F->lengths[F->length[s]];
        int ww = Ls->ww;
        u64 *d = doms + F->offset[s];
        if (F->G && count_words(d, ww, 2) == 1 && !shared(F, doms, s, first_word(d, ww))) { ok = 0; goto done; }
        if (count_words(d, ww, 2) == 1) { /* no repeats: its entry leaves the other slots */
            int w = first_word(d, ww), k = w >> 6; u64 bit = (u64)1 << (w & 63);
            for (int q = F->sstart[s]; q < F->sstart[s + 1]; q++) {
                int t = F->same[q];
                u64 *dt = doms + F->offset[t];
                if (!(dt[k] & bit)) continue;
                dt[k] &= ~bit;
                if (count_words(dt, ww, 1) == 0) { ok = wiped(F, s, t); goto done; }
                because(F, s, t);
                push(F, t);
            }
        }
        int nnz = 0; /* the blocks of d holding candidates: supports are looked for there only */
        if (F->xstart[s] < F->xstart[s + 1])
            for (int k = 0; k < ww; k++) if (d[k]) F->nonzero[nnz++] = k;
        for (int x = F->xstart[s]; x < F->xstart[s + 1]; x++) {
            Cross *X = &F->cross[x];
            u64 had = letters[X->c], keep = 0;
            int *res = F->residue + (size_t)x * F->A;
            for (u64 m = had; m; m &= m - 1) {
                int a = __builtin_ctzll(m);
                const u64 *at = Ls->at + ((size_t)X->i * F->A + a) * ww;
                if (d[res[a]] & at[res[a]]) { keep |= (u64)1 << a; continue; } /* the last support holds */
                for (int q = 0; q < nnz; q++) {
                    int k = F->nonzero[q];
                    if (d[k] & at[k]) { keep |= (u64)1 << a; res[a] = k; break; }
                }
            }
            if (keep == had) continue;
            if (!keep) { ok = wiped(F, s, X->t); goto done; }
            letters[X->c] = keep;
            Length *Lt = &F->lengths[F->length[X->t]];
            int wt = Lt->ww;
            u64 *dt = doms + F->offset[X->t];
            u64 lost = had & ~keep, any = 0, changed = 0;
            if (popc(lost) <= popc(keep)) { /* take out the entries with a lost letter there */
                for (u64 m = lost; m; m &= m - 1) {
                    const u64 *at = Lt->at + ((size_t)X->j * F->A + __builtin_ctzll(m)) * wt;
                    for (int k = 0; k < wt; k++) {
                        u64 v = dt[k] & ~at[k];
                        changed |= v ^ dt[k]; dt[k] = v;
                    }
                }
            } else { /* keep the entries with a kept letter there */
                u64 *in = F->scratch;
                memset(in, 0, (size_t)wt * 8);
                for (u64 m = keep; m; m &= m - 1) {
                    const u64 *at = Lt->at + ((size_t)X->j * F->A + __builtin_ctzll(m)) * wt;
                    for (int k = 0; k < wt; k++) in[k] |= at[k];
                }
                for (int k = 0; k < wt; k++) {
                    u64 v = dt[k] & in[k];
                    changed |= v ^ dt[k]; dt[k] = v;
                }
            }
            if (changed)
                for (int k = 0; k < wt && !any; k++) any |= dt[k];
            if (!changed) continue;
            if (!any) { ok = wiped(F, s, X->t); goto done; }
            because(F, s, X->t);
            push(F, X->t);
        }
    }
done:
    while (F->sn) F->inq[F->stack[--F->sn]] = 0;
    return ok;
}

static PyObject *make_state(Fill *F, const void *from) {
    PyObject *out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)F->state_bytes);
    if (out && from) memcpy(PyBytes_AS_STRING(out), from, F->state_bytes);
    return out;
}

/* new(A, NC, lengths, slots, weights, shared): lengths a list of (len, nwords, bytes of nwords * len
 * letter indices); slots a list of (length index, crossings (i, c, t, j) flat tuple, same tuple);
 * shared None, or (G, per length (wr_off, wr, rw_off, rw) as bytes of native ints). */
static PyObject *py_new(PyObject *self, PyObject *args) {
    int A, NC; PyObject *lengths, *slots, *weights, *shared_runs, *scores = Py_None;
    if (!PyArg_ParseTuple(args, "iiOOOO|O", &A, &NC, &lengths, &slots, &weights, &shared_runs, &scores)) return NULL;
    Fill *F = PyMem_Calloc(1, sizeof(Fill));
    if (!F) return PyErr_NoMemory();
    F->A = A; F->NC = NC; F->empty = -1; F->bound = -1;
    F->NL = (int)PyList_Size(lengths); F->S = (int)PyList_Size(slots);
    F->lengths = PyMem_Calloc(F->NL ? F->NL : 1, sizeof(Length));
    F->length = PyMem_Calloc(F->S + 1, sizeof(int));
    F->offset = PyMem_Calloc(F->S + 1, sizeof(size_t));
    F->xstart = PyMem_Calloc(F->S + 1, sizeof(int));
    F->sstart = PyMem_Calloc(F->S + 1, sizeof(int));
    F->weight = PyMem_Calloc(F->S + 1, sizeof(double));
    F->wipeouts = PyMem_Calloc(F->S + 1, sizeof(long long));
    F->stack = PyMem_Calloc(F->S + 1, sizeof(int));
    F->inq = PyMem_Calloc(F->S + 1, 1);
    if (!F->lengths || !F->length || !F->offset || !F->xstart || !F->sstart || !F->weight || !F->wipeouts ||
        !F->stack || !F->inq) goto nomem;
    for (int l = 0; l < F->NL; l++) {
        int len, n; const char *letters; Py_ssize_t size;
        if (!PyArg_ParseTuple(PyList_GET_ITEM(lengths, l), "iiy#", &len, &n, &letters, &size)) goto fail;
        if (size != (Py_ssize_t)len * n) { PyErr_SetString(PyExc_ValueError, "entry letters of the wrong size"); goto fail; }
        Length *L = &F->lengths[l];
        L->len = len; L->nwords = n; L->ww = n / 64 + 1;
        L->at = PyMem_Calloc((size_t)len * A * L->ww, sizeof(u64));
        if (!L->at) goto nomem;
        for (int w = 0; w < n; w++)
            for (int i = 0; i < len; i++) {
                int a = (unsigned char)letters[(size_t)w * len + i];
                if (a >= A) { PyErr_SetString(PyExc_ValueError, "a letter outside the alphabet"); goto fail; }
                L->at[((size_t)i * A + a) * L->ww + (w >> 6)] |= (u64)1 << (w & 63);
            }
    }
    if (shared_runs != Py_None) {
        PyObject *per;
        if (!PyArg_ParseTuple(shared_runs, "iO", &F->G, &per)) goto fail;
        if (!PyList_Check(per) || PyList_Size(per) != F->NL) { PyErr_SetString(PyExc_ValueError, "bad runs"); goto fail; }
        for (int l = 0; l < F->NL; l++) {
            Length *L = &F->lengths[l];
            PyObject *t = PyList_GET_ITEM(per, l);
            Py_ssize_t n1, n2, n3, n4;
            if (!PyTuple_Check(t) || PyTuple_Size(t) != 4) { PyErr_SetString(PyExc_ValueError, "bad runs"); goto fail; }
            if (!(L->wr_off = int_array(PyTuple_GET_ITEM(t, 0), &n1)) || !(L->wr = int_array(PyTuple_GET_ITEM(t, 1), &n2)) ||
                !(L->rw_off = int_array(PyTuple_GET_ITEM(t, 2), &n3)) || !(L->rw = int_array(PyTuple_GET_ITEM(t, 3), &n4)))
                goto fail;
            int bad = n1 != L->nwords + 1 || n3 != F->G + 1 || L->wr_off[0] != 0 || L->wr_off[n1 - 1] != n2 ||
                      L->rw_off[0] != 0 || L->rw_off[n3 - 1] != n4;
            for (Py_ssize_t k = 1; !bad && k < n1; k++) bad = L->wr_off[k] < L->wr_off[k - 1];
            for (Py_ssize_t k = 1; !bad && k < n3; k++) bad = L->rw_off[k] < L->rw_off[k - 1];
            if (bad) { PyErr_SetString(PyExc_ValueError, "bad runs"); goto fail; }
            for (Py_ssize_t k = 0; k < n2; k++) if (L->wr[k] < 0 || L->wr[k] >= F->G) { PyErr_SetString(PyExc_ValueError, "bad run"); goto fail; }
            for (Py_ssize_t k = 0; k < n4; k++) if (L->rw[k] < 0 || L->rw[k] >= L->nwords) { PyErr_SetString(PyExc_ValueError, "bad entry"); goto fail; }
            if (!(L->excl = PyMem_Calloc((size_t)L->ww, 8))) goto nomem;
        }
    }
    if (scores != Py_None) { /* per length, its entries' scores as native ints */
        if (!PyList_Check(scores) || PyList_Size(scores) != F->NL) { PyErr_SetString(PyExc_ValueError, "bad scores"); goto fail; }
        if (!(F->score = PyMem_Calloc((size_t)F->NL, sizeof(int *)))) goto nomem;
        for (int l = 0; l < F->NL; l++) {
            Py_ssize_t n;
            if (!(F->score[l] = int_array(PyList_GET_ITEM(scores, l), &n))) goto fail;
            if (n != F->lengths[l].nwords) { PyErr_SetString(PyExc_ValueError, "scores of the wrong size"); goto fail; }
        }
    }
    int widest = 1;
    for (int l = 0; l < F->NL; l++) if (F->lengths[l].ww > widest) widest = F->lengths[l].ww;
    F->scratch = PyMem_Calloc((size_t)widest, 8);
    F->nonzero = PyMem_Calloc((size_t)widest, sizeof(int));
    if (!F->scratch || !F->nonzero) goto nomem;
    int ncross = 0, nsame = 0;
    size_t off = 0;
    for (int s = 0; s < F->S; s++) {
        PyObject *t = PyList_GET_ITEM(slots, s);
        int l = (int)PyLong_AsLong(PyTuple_GET_ITEM(t, 0));
        if (l < 0 || l >= F->NL) { PyErr_SetString(PyExc_ValueError, "bad length index"); goto fail; }
        F->length[s] = l; F->offset[s] = off; off += F->lengths[l].ww;
        ncross += (int)PyTuple_Size(PyTuple_GET_ITEM(t, 1)) / 4;
        nsame += (int)PyTuple_Size(PyTuple_GET_ITEM(t, 2));
        F->weight[s] = PyFloat_AsDouble(PyList_GET_ITEM(weights, s));
    }
    F->dom_words = off;
    F->state_bytes = (off + (size_t)NC) * 8;
    F->cross = PyMem_Calloc(ncross + 1, sizeof(Cross));
    F->residue = PyMem_Calloc((size_t)(ncross + 1) * (A ? A : 1), sizeof(int));
    if (!F->residue) goto nomem;
    F->same = PyMem_Calloc(nsame + 1, sizeof(int));
    if (!F->cross || !F->same) goto nomem;
    ncross = nsame = 0;
    for (int s = 0; s < F->S; s++) {
        PyObject *t = PyList_GET_ITEM(slots, s), *xs = PyTuple_GET_ITEM(t, 1), *ss = PyTuple_GET_ITEM(t, 2);
        F->xstart[s] = ncross;
        for (Py_ssize_t k = 0; k + 3 < PyTuple_Size(xs); k += 4) {
            Cross *X = &F->cross[ncross++];
            X->i = (int)PyLong_AsLong(PyTuple_GET_ITEM(xs, k));
            X->c = (int)PyLong_AsLong(PyTuple_GET_ITEM(xs, k + 1));
            X->t = (int)PyLong_AsLong(PyTuple_GET_ITEM(xs, k + 2));
            X->j = (int)PyLong_AsLong(PyTuple_GET_ITEM(xs, k + 3));
        }
        F->sstart[s] = nsame;
        for (Py_ssize_t k = 0; k < PyTuple_Size(ss); k++) F->same[nsame++] = (int)PyLong_AsLong(PyTuple_GET_ITEM(ss, k));
    }
    F->xstart[F->S] = ncross; F->sstart[F->S] = nsame;
    if (PyErr_Occurred()) goto fail;
    return PyCapsule_New(F, "autofill", capsule_free);
nomem:
    PyErr_NoMemory();
fail:
    fill_free(F);
    return NULL;
}

/* start(fill, counts, givens, taken): the state before propagation: slot s keeps its length's first
 * counts[s] entries (those scoring at least the floor), less those with another letter than a given
 * (flat triples slot, position, letter, cell) and the taken ones (flat pairs slot, word); a given's
 * cell holds its letter, every other cell any letter. None when a slot keeps no entry. */
static PyObject *py_start(PyObject *self, PyObject *args) {
    PyObject *cap, *counts, *givens, *taken;
    if (!PyArg_ParseTuple(args, "OOOO", &cap, &counts, &givens, &taken)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    PyObject *out = make_state(F, NULL);
    if (!out) return NULL;
    u64 *doms = DOMS(PyBytes_AS_STRING(out)), *letters = LETTERS(F, PyBytes_AS_STRING(out));
    u64 all = F->A >= 64 ? ~(u64)0 : (((u64)1 << F->A) - 1);
    for (int c = 0; c < F->NC; c++) letters[c] = all;
    for (int s = 0; s < F->S; s++) {
        Length *L = &F->lengths[F->length[s]];
        u64 *d = doms + F->offset[s];
        long n = PyLong_AsLong(PyTuple_GET_ITEM(counts, s));
        if (n > L->nwords) n = L->nwords;
        memset(d, 0, (size_t)L->ww * 8);
        for (long k = 0; k < n / 64; k++) d[k] = ~(u64)0;
        if (n % 64) d[n / 64] = ((u64)1 << (n % 64)) - 1;
    }
    for (Py_ssize_t k = 0; k + 3 < PyTuple_Size(givens); k += 4) {
        int s = (int)PyLong_AsLong(PyTuple_GET_ITEM(givens, k)), i = (int)PyLong_AsLong(PyTuple_GET_ITEM(givens, k + 1));
        int a = (int)PyLong_AsLong(PyTuple_GET_ITEM(givens, k + 2)), c = (int)PyLong_AsLong(PyTuple_GET_ITEM(givens, k + 3));
        Length *L = &F->lengths[F->length[s]];
        u64 *d = doms + F->offset[s];
        const u64 *at = L->at + ((size_t)i * F->A + a) * L->ww;
        for (int q = 0; q < L->ww; q++) d[q] &= at[q];
        letters[c] = (u64)1 << a;
    }
    for (Py_ssize_t k = 0; k + 1 < PyTuple_Size(taken); k += 2) {
        int s = (int)PyLong_AsLong(PyTuple_GET_ITEM(taken, k)), w = (int)PyLong_AsLong(PyTuple_GET_ITEM(taken, k + 1));
        doms[F->offset[s] + (w >> 6)] &= ~((u64)1 << (w & 63));
    }
    if (PyErr_Occurred()) { Py_DECREF(out); return NULL; }
    F->empty = -1;
    for (int s = 0; s < F->S; s++)
        if (count_words(doms + F->offset[s], F->lengths[F->length[s]].ww, 1) == 0) {
            F->wipeouts[s] += 1;
            F->empty = s;
            Py_DECREF(out);
            Py_RETURN_NONE;
        }
    return out;
}

/* root(fill, start): the start state (bytes) propagated from every slot, or None. */
static PyObject *py_root(PyObject *self, PyObject *args) {
    PyObject *cap; const char *start; Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oy#", &cap, &start, &size)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    if ((size_t)size != F->state_bytes) { PyErr_SetString(PyExc_ValueError, "bad state size"); return NULL; }
    PyObject *out = make_state(F, start);
    if (!out) return NULL;
    for (int s = F->S - 1; s >= 0; s--) push(F, s);
    if (!propagate(F, (u64 *)PyBytes_AS_STRING(out))) { Py_DECREF(out); Py_RETURN_NONE; }
    return out;
}

/* child(fill, state, slot, word): state with entry word in slot, propagated, or None. */
static PyObject *py_child(PyObject *self, PyObject *args) {
    PyObject *cap; const char *st; Py_ssize_t size; int s, w;
    if (!PyArg_ParseTuple(args, "Oy#ii", &cap, &st, &size, &s, &w)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    if ((size_t)size != F->state_bytes || s < 0 || s >= F->S) { PyErr_SetString(PyExc_ValueError, "bad state or slot"); return NULL; }
    PyObject *out = make_state(F, st);
    if (!out) return NULL;
    u64 *doms = DOMS(PyBytes_AS_STRING(out));
    int ww = F->lengths[F->length[s]].ww;
    u64 *d = doms + F->offset[s];
    int k = w >> 6;
    u64 bit = (w >= 0 && k < ww) ? (d[k] & ((u64)1 << (w & 63))) : 0;
    memset(d, 0, (size_t)ww * 8);
    if (!bit) { Py_DECREF(out); Py_RETURN_NONE; }
    d[k] = bit;
    push(F, s);
    if (!propagate(F, doms)) { Py_DECREF(out); Py_RETURN_NONE; }
    return out;
}

/* branch(fill, state): (slot, candidates) of the open slot with the fewest candidates per unit of
 * weight (the first on ties): its candidates as the bytes of its bitset (little-endian uint64
 * words), which the caller reads lazily in index order; None when every slot holds one entry. */
static PyObject *py_branch(PyObject *self, PyObject *args) {
    PyObject *cap; const char *st; Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oy#", &cap, &st, &size)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    if ((size_t)size != F->state_bytes) { PyErr_SetString(PyExc_ValueError, "bad state size"); return NULL; }
    const u64 *doms = (const u64 *)st;
    int best = -1; double best_score = 0;
    for (int s = 0; s < F->S; s++) {
        int ww = F->lengths[F->length[s]].ww;
        int n = count_words(doms + F->offset[s], ww, 1 << 30);
        if (n < 2) continue;
        double score = n / F->weight[s];
        if (best < 0 || score < best_score) { best = s; best_score = score; }
    }
    if (best < 0) Py_RETURN_NONE;
    int ww = F->lengths[F->length[best]].ww;
    return Py_BuildValue("(iy#)", best, (const char *)(doms + F->offset[best]), (Py_ssize_t)ww * 8);
}

/* words(fill, state): the first candidate of each slot (its entry in a solution). */
static PyObject *py_words(PyObject *self, PyObject *args) {
    PyObject *cap; const char *st; Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oy#", &cap, &st, &size)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    PyObject *out = PyList_New(F->S);
    if (!out) return NULL;
    for (int s = 0; s < F->S; s++)
        PyList_SET_ITEM(out, s, PyLong_FromLong(first_word((const u64 *)st + F->offset[s], F->lengths[F->length[s]].ww)));
    return out;
}

static PyObject *py_wipeouts(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    PyObject *out = PyList_New(F->S);
    if (!out) return NULL;
    for (int s = 0; s < F->S; s++) PyList_SET_ITEM(out, s, PyLong_FromLongLong(F->wipeouts[s]));
    return out;
}

static PyObject *py_propagations(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    return PyLong_FromLongLong(F->props);
}

/* ---- the conflict-driven search (conflict-directed backjumping: Prosser, Computational
 * Intelligence 9(3), 1993, here over maintained arc consistency, with explanations kept per slot as in
 * Jussien, Debruyne and Boizumault's MAC-CBJ, CP 2000).
 * Each slot's explanation in a frame: E, the decision levels, and R, the slots whose rules took
 * candidates from it since the root (a rule between two slots puts both in R). A wipe-out's conflict is
 * the union of its two slots'. A frame whose candidates are all refuted has the conflict of its
 * children, less its own level, with the explanation of its slot (the candidates propagation took from
 * it); the search jumps back to the latest level in it (none: the search is exhausted, and R names the
 * slots whose rules alone leave the grid without a fill: the dead corner). After a solution every level
 * counts, so the search goes back one level at a time. */

static int choose(Fill *F, const u64 *doms) { /* dom/wdeg, as branch() */
    int best = -1; double best_score = 0;
    for (int s = 0; s < F->S; s++) {
        int n = count_words(doms + F->offset[s], F->lengths[F->length[s]].ww, 1 << 30);
        if (n < 2) continue;
        double score = n / F->weight[s];
        if (best < 0 || score < best_score) { best = s; best_score = score; }
    }
    return best;
}

static int next_word(const u64 *d, int ww, int from) {
    int k = from >> 6;
    if (k >= ww) return -1;
    u64 m = d[k] & (~(u64)0 << (from & 63));
    while (!m) { if (++k >= ww) return -1; m = d[k]; }
    return k * 64 + __builtin_ctzll(m);
}

static u64 *frame_E(Fill *F, Frame *f) { return f->buf + F->state_bytes / 8; }
static u64 *frame_R(Fill *F, Frame *f) { return f->buf + F->state_bytes / 8 + (size_t)F->S * F->XW; }

static int frame_alloc(Fill *F, int k) {
    Frame *f = &F->frames[k];
    if (!f->buf) {
        f->buf = PyMem_Malloc(F->fwords * 8);
        f->confE = PyMem_Malloc((size_t)F->XW * 16);
        if (!f->buf || !f->confE) return 0;
        f->confR = f->confE + F->XW;
    }
    memset(f->confE, 0, (size_t)F->XW * 16);
    return 1;
}

/* The frame on top has no candidate left, or its state fails whatever it tries, for the conflict
 * (E, R): jump back to the latest level of E (a copy is taken: E and R may be a frame's own). */
static void jump(Fill *F, const u64 *E, const u64 *R) {
    int m = -1;
    for (int k = F->XW - 1; k >= 0 && m < 0; k--)
        if (E[k]) m = k * 64 + 63 - __builtin_clzll(E[k]);
    if (m <= 0) { /* no decision to blame: exhausted */
        memcpy(F->core, R, (size_t)F->XW * 8);
        F->done = 1;
        return;
    }
    Frame *to = &F->frames[m - 1]; /* the frame whose child holds the decision of level m */
    for (int k = 0; k < F->XW; k++) { to->confE[k] |= E[k]; to->confR[k] |= R[k]; }
    to->confE[m >> 6] &= ~((u64)1 << (m & 63));
    F->top = m - 1;
}

/* cbj_begin(fill, start): the search from the start state (bytes); False when the root's
 * propagation wipes out (the conflict's slots are then the core). */
static PyObject *py_cbj_begin(PyObject *self, PyObject *args) {
    PyObject *cap; const char *start; Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oy#", &cap, &start, &size)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    if ((size_t)size != F->state_bytes) { PyErr_SetString(PyExc_ValueError, "bad state size"); return NULL; }
    if (!F->frames) {
        F->XW = (F->S + 1) / 64 + 1;
        F->fwords = F->state_bytes / 8 + 2 * (size_t)F->S * F->XW;
        F->frames = PyMem_Calloc((size_t)F->S + 1, sizeof(Frame));
        F->cE = PyMem_Calloc((size_t)F->XW, 8); F->cR = PyMem_Calloc((size_t)F->XW, 8);
        F->core = PyMem_Calloc((size_t)F->XW, 8);
        if (!F->frames || !F->cE || !F->cR || !F->core) return PyErr_NoMemory();
    }
    if (!frame_alloc(F, 0)) return PyErr_NoMemory();
    Frame *f = &F->frames[0];
    memcpy(f->buf, start, F->state_bytes);
    memset(f->buf + F->state_bytes / 8, 0, (size_t)F->S * F->XW * 16);
    F->top = 0; F->done = 0;
    memset(F->core, 0, (size_t)F->XW * 8);
    F->xE = frame_E(F, f); F->xR = frame_R(F, f);
    for (int s = F->S - 1; s >= 0; s--) push(F, s);
    int ok = propagate(F, f->buf);
    F->xE = F->xR = NULL;
    if (!ok) { memcpy(F->core, F->cR, (size_t)F->XW * 8); F->done = 1; Py_RETURN_FALSE; }
    f->slot = choose(F, DOMS(f->buf)); f->next = 0;
    Py_RETURN_TRUE;
}

/* cbj_run(fill, nodes, limit): go on for at most nodes decisions or until limit solutions;
 * (status, solutions as states, decisions, failures): status 1 when the search is exhausted. */
static PyObject *py_cbj_run(PyObject *self, PyObject *args) {
    PyObject *cap; long long budget; int limit;
    if (!PyArg_ParseTuple(args, "OLi", &cap, &budget, &limit)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    if (!F->frames) { PyErr_SetString(PyExc_RuntimeError, "cbj_begin first"); return NULL; }
    PyObject *found = PyList_New(0);
    if (!found) return NULL;
    long long nodes = 0, failures = 0;
    while (!F->done && nodes < budget && PyList_GET_SIZE(found) < limit) {
        Frame *f = &F->frames[F->top];
        if (f->slot < 0) { /* the root is a solution */
            PyObject *st = make_state(F, f->buf);
            if (!st || PyList_Append(found, st) < 0) { Py_XDECREF(st); Py_DECREF(found); return NULL; }
            Py_DECREF(st);
            F->done = 1;
            break;
        }
        int s = f->slot, level = F->top + 1, ww = F->lengths[F->length[s]].ww;
        u64 *d = DOMS(f->buf) + F->offset[s];
        int w = next_word(d, ww, f->next);
        if (w < 0) { /* every candidate refuted: the children's conflicts and what pruned the slot */
            u64 *E = F->cE, *R = F->cR, *Es = frame_E(F, f) + (size_t)s * F->XW, *Rs = frame_R(F, f) + (size_t)s * F->XW;
            for (int k = 0; k < F->XW; k++) { E[k] = f->confE[k] | Es[k]; R[k] = f->confR[k] | Rs[k]; }
            E[level >> 6] &= ~((u64)1 << (level & 63));
            ADD(R, s);
            jump(F, E, R);
            continue;
        }
        f->next = w + 1; f->word = w;
        nodes++;
        if (!frame_alloc(F, level)) { Py_DECREF(found); return PyErr_NoMemory(); }
        Frame *c = &F->frames[level];
        memcpy(c->buf, f->buf, F->fwords * 8);
        u64 *cd = DOMS(c->buf) + F->offset[s];
        memset(cd, 0, (size_t)ww * 8);
        cd[w >> 6] = (u64)1 << (w & 63);
        u64 *Es = frame_E(F, c) + (size_t)s * F->XW, *Rs = frame_R(F, c) + (size_t)s * F->XW;
        memset(Es, 0, (size_t)F->XW * 8); memset(Rs, 0, (size_t)F->XW * 8);
        ADD(Es, level);
        F->xE = frame_E(F, c); F->xR = frame_R(F, c);
        push(F, s);
        int ok = propagate(F, c->buf);
        F->xE = F->xR = NULL;
        if (!ok) {
            failures++;
            if (HAS(F->cE, level)) {
                for (int k = 0; k < F->XW; k++) { f->confE[k] |= F->cE[k]; f->confR[k] |= F->cR[k]; }
                f->confE[level >> 6] &= ~((u64)1 << (level & 63));
            } else {
                jump(F, F->cE, F->cR); /* the frame's own state fails, whatever it tries */
            }
            continue;
        }
        if (F->bound >= 0 && F->score) { /* branch and bound: the best score left in each slot */
            long long best = 0;
            for (int t = 0; t < F->S; t++)
                best += F->score[F->length[t]][first_word(DOMS(c->buf) + F->offset[t], F->lengths[F->length[t]].ww)];
            if (best <= F->bound) { /* every level counts: the bound reads every slot */
                failures++;
                for (int l = 1; l < level; l++) ADD(f->confE, l);
                for (int t = 0; t < F->S; t++) ADD(f->confR, t);
                continue;
            }
        }
        c->slot = choose(F, DOMS(c->buf)); c->next = 0;
        if (c->slot < 0) { /* a solution: every level counts for the search that goes on */
            PyObject *st = make_state(F, c->buf);
            if (!st || PyList_Append(found, st) < 0) { Py_XDECREF(st); Py_DECREF(found); return NULL; }
            Py_DECREF(st);
            for (int l = 1; l < level; l++) ADD(f->confE, l);
            for (int t = 0; t < F->S; t++) ADD(f->confR, t);
            continue;
        }
        F->top = level;
    }
    PyObject *out = Py_BuildValue("(iOLL)", F->done, found, nodes, failures);
    Py_DECREF(found);
    return out;
}

/* cbj_bound(fill, bound): from now on, a child whose slots' best remaining scores sum to at most
 * bound fails (-1: no bound); needs the scores given to new(). */
static PyObject *py_cbj_bound(PyObject *self, PyObject *args) {
    PyObject *cap; long long bound;
    if (!PyArg_ParseTuple(args, "OL", &cap, &bound)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    if (bound >= 0 && !F->score) { PyErr_SetString(PyExc_ValueError, "a bound needs the entries' scores"); return NULL; }
    F->bound = bound;
    Py_RETURN_NONE;
}

/* core(fill): the slots (indices) of the conflict that ended the last exhausted search. */
static PyObject *py_core(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    Fill *F = get(cap);
    if (!F) return NULL;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int s = 0; s < F->S; s++)
        if (F->empty >= 0 ? s == F->empty : F->core && HAS(F->core, s)) {
            PyObject *v = PyLong_FromLong(s);
            if (!v || PyList_Append(out, v) < 0) { Py_XDECREF(v); Py_DECREF(out); return NULL; }
            Py_DECREF(v);
        }
    return out;
}

static PyMethodDef methods[] = {
    {"cbj_begin", py_cbj_begin, METH_VARARGS, "Begin the conflict-driven search from a start state."},
    {"cbj_run", py_cbj_run, METH_VARARGS, "Go on with the conflict-driven search."},
    {"cbj_bound", py_cbj_bound, METH_VARARGS, "Set the bound of the conflict-driven search's branch and bound."},
    {"core", py_core, METH_VARARGS, "The slots of the conflict that ended the last exhausted search."},
    {"new", py_new, METH_VARARGS, "The filler's problem: alphabet size, cells, lengths, slots, weights."},
    {"start", py_start, METH_VARARGS, "The state before propagation, or None."},
    {"root", py_root, METH_VARARGS, "The start state propagated, or None."},
    {"child", py_child, METH_VARARGS, "A state with an entry in a slot, propagated, or None."},
    {"branch", py_branch, METH_VARARGS, "The choices to branch on, or None when solved."},
    {"words", py_words, METH_VARARGS, "Each slot's first candidate."},
    {"wipeouts", py_wipeouts, METH_VARARGS, "Wipe-outs met at each slot so far."},
    {"propagations", py_propagations, METH_VARARGS, "Propagation passes so far."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_autofill", NULL, -1, methods};

PyMODINIT_FUNC PyInit__autofill(void) { return PyModule_Create(&module); }
