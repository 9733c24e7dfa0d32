/* Native propagation for the fill-in solver (gridcraft.fillin.native); optional: without a C compiler
 * the package uses the pure Python propagation of gridcraft.fillin.solver, whose rules this follows
 * one for one (see that module's docstring):
 *   crossing: a crossed cell keeps the letters some candidate of each of its slots puts there, a slot
 *     the candidates whose letters are still possible (a work queue of slots whose candidates changed);
 *   word count per length (a word placed as often as listed leaves the other slots, a word with as
 *     many possible slots as copies goes into them, then Hall's condition by augmenting paths);
 *   letter count per length and crossed position (a global cardinality constraint on counts);
 * and the same dom/wdeg branching on slots or crossing cells. Rules only prune, so the slots' and the
 * crossing cells' candidates reach the Python fixpoint whatever the order; the order decides which
 * crossing a wipe-out weighs (and what a cell of one slot keeps: only its slot's words matter).
 *
 * A state is an immutable bytes object: each slot's candidate words (WW little-endian uint64 words),
 * then each cell's letters (one uint64: the alphabet has at most 64 letters here).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <stdint.h>
#include <string.h>

typedef uint64_t u64;

typedef struct { int i, c, t, j; } Cross;   /* position i of the slot, cell c, crossing slot t at j */
typedef struct { int s, c, crossed; } Place; /* a slot of the group, its cell at the rule's position */
typedef struct { int i, n; Place *at; int *need; } Rule; /* letter count at position i; need[letter] */

typedef struct {
    int len, nslots, *slots;
    u64 *masks;   /* [len][A][WW]: the words of this length with letter a at position i */
    u64 *single;  /* [WW]: the words of this length listed once */
    int nmulti, *multi;
    int nrules; Rule *rules;
} Group;

typedef struct {
    int S, NW, WW, A, NC, G, every;
    int *cstart, *cells;   /* the cells of slot s: cells[cstart[s] .. cstart[s + 1]] */
    int *group;            /* the group (length) of slot s */
    int *xstart; Cross *cross;
    int *ostart, *oslot, *opos; /* the (slot, position) pairs on cell c */
    Group *groups;
    int *copies;
    int njunc, *junc;
    int *order;
    double *weight;
    long long props;
    size_t state_bytes;
    /* scratch */
    int *queue; char *inq; int qn;
    int *gq; char *gdirty; int gn;
    u64 *t0, *t1, *t2, *t3;
    int *owner; int *possible, *fixed; u64 *sets;
} Fill;

#define WORDS(F, st) ((u64 *)(st))
#define LETTERS(F, st) ((u64 *)((char *)(st) + (size_t)(F)->S * (F)->WW * 8))

static void fill_free(Fill *F) {
    if (!F) return;
    if (F->groups)
        for (int g = 0; g < F->G; g++) {
            Group *q = &F->groups[g];
            PyMem_Free(q->slots); PyMem_Free(q->masks); PyMem_Free(q->single); PyMem_Free(q->multi);
            if (q->rules) for (int r = 0; r < q->nrules; r++) { PyMem_Free(q->rules[r].at); PyMem_Free(q->rules[r].need); }
            PyMem_Free(q->rules);
        }
    PyMem_Free(F->groups);
    PyMem_Free(F->cstart); PyMem_Free(F->cells); PyMem_Free(F->group); PyMem_Free(F->xstart); PyMem_Free(F->cross);
    PyMem_Free(F->ostart); PyMem_Free(F->oslot); PyMem_Free(F->opos); PyMem_Free(F->copies); PyMem_Free(F->junc);
    PyMem_Free(F->order); PyMem_Free(F->weight); PyMem_Free(F->queue); PyMem_Free(F->inq); PyMem_Free(F->gq);
    PyMem_Free(F->gdirty); PyMem_Free(F->t0); PyMem_Free(F->t1); PyMem_Free(F->t2); PyMem_Free(F->t3);
    PyMem_Free(F->owner); PyMem_Free(F->possible); PyMem_Free(F->fixed); PyMem_Free(F->sets);
    PyMem_Free(F);
}

static void capsule_free(PyObject *cap) { fill_free((Fill *)PyCapsule_GetPointer(cap, "gridcraft.fillin.fill")); }
static Fill *get_fill(PyObject *cap) { return (Fill *)PyCapsule_GetPointer(cap, "gridcraft.fillin.fill"); }

static void *alloc(size_t n, size_t size) { return PyMem_Calloc(n ? n : 1, size); }

/* little-endian bytes -> n uint64 words */
static int read_words(PyObject *b, u64 *out, size_t n) {
    if (!PyBytes_Check(b) || (size_t)PyBytes_GET_SIZE(b) != n * 8) {
        PyErr_SetString(PyExc_ValueError, "bitsets of the wrong size");
        return 0;
    }
    const unsigned char *p = (const unsigned char *)PyBytes_AS_STRING(b);
    for (size_t w = 0; w < n; w++) {
        u64 x = 0;
        for (int k = 7; k >= 0; k--) x = x << 8 | p[w * 8 + k];
        out[w] = x;
    }
    return 1;
}

/* new(nwords, nletters, ncells, every, slots, groups, copies, junctions, order) -> capsule
 *   slots: list of (cells tuple, group, crossings list of (i, c, t, j))
 *   groups: list of (length, slots tuple, masks bytes [len][A][WW], single bytes [WW], multi tuple,
 *            rules list of (i, places tuple of (s, c, crossed), need tuple)) */
static PyObject *py_new(PyObject *self, PyObject *args) {
    int NW, A, NC, every;
    PyObject *slots, *groups, *copies, *junc, *order;
    if (!PyArg_ParseTuple(args, "iiipO!O!O!O!O!", &NW, &A, &NC, &every, &PyList_Type, &slots, &PyList_Type, &groups,
                          &PyTuple_Type, &copies, &PyTuple_Type, &junc, &PyTuple_Type, &order))
        return NULL;
    if (A < 1 || A > 64 || NW < 0 || NC < 0) { PyErr_SetString(PyExc_ValueError, "alphabet of 1 to 64 letters"); return NULL; }
    Fill *F = PyMem_Calloc(1, sizeof(Fill));
    if (!F) return PyErr_NoMemory();
    F->NW = NW; F->WW = NW / 64 + 1; F->A = A; F->NC = NC; F->every = every;
    F->S = (int)PyList_GET_SIZE(slots);
    F->G = (int)PyList_GET_SIZE(groups);
    int S = F->S, WW = F->WW;
    F->cstart = alloc(S + 1, sizeof(int)); F->group = alloc(S, sizeof(int)); F->xstart = alloc(S + 1, sizeof(int));
    F->weight = alloc(S, sizeof(double)); F->order = alloc(S, sizeof(int));
    F->queue = alloc(S, sizeof(int)); F->inq = alloc(S, 1);
    if (!F->cstart || !F->group || !F->xstart || !F->weight || !F->order || !F->queue || !F->inq) goto nomem;
    int ncell_refs = 0, ncross = 0;
    for (int s = 0; s < S; s++) {
        PyObject *item = PyList_GET_ITEM(slots, s), *cells, *cross;
        int g;
        if (!PyArg_ParseTuple(item, "O!iO!", &PyTuple_Type, &cells, &g, &PyList_Type, &cross)) goto fail;
        if (g < 0 || g >= F->G) { PyErr_SetString(PyExc_ValueError, "bad group"); goto fail; }
        F->group[s] = g;
        ncell_refs += (int)PyTuple_GET_SIZE(cells);
        ncross += (int)PyList_GET_SIZE(cross);
    }
    F->cells = alloc(ncell_refs, sizeof(int)); F->cross = alloc(ncross, sizeof(Cross));
    F->ostart = alloc(NC + 1, sizeof(int)); F->oslot = alloc(ncell_refs, sizeof(int)); F->opos = alloc(ncell_refs, sizeof(int));
    if (!F->cells || !F->cross || !F->ostart || !F->oslot || !F->opos) goto nomem;
    int at = 0, xat = 0;
    for (int s = 0; s < S; s++) {
        PyObject *item = PyList_GET_ITEM(slots, s);
        PyObject *cells = PyTuple_GET_ITEM(item, 0), *cross = PyTuple_GET_ITEM(item, 2);
        F->cstart[s] = at;
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cells); i++) {
            int c;
            if (!gc_as_int(PyTuple_GET_ITEM(cells, i), &c)) goto fail;
            if (c < 0 || c >= NC) { PyErr_SetString(PyExc_ValueError, "bad cell"); goto fail; }
            F->cells[at++] = c;
            F->ostart[c + 1]++;
        }
        F->xstart[s] = xat;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(cross); i++) {
            Cross *x = &F->cross[xat++];
            if (!PyArg_ParseTuple(PyList_GET_ITEM(cross, i), "iiii", &x->i, &x->c, &x->t, &x->j)) goto fail;
            if (x->t < 0 || x->t >= S || x->c < 0 || x->c >= NC) { PyErr_SetString(PyExc_ValueError, "bad crossing"); goto fail; }
        }
        F->weight[s] = 1.0 + (double)PyList_GET_SIZE(cross);
    }
    F->cstart[S] = at; F->xstart[S] = xat;
    for (int c = 0; c < NC; c++) F->ostart[c + 1] += F->ostart[c];
    {
        int *fill = alloc(NC + 1, sizeof(int));
        if (!fill) goto nomem;
        memcpy(fill, F->ostart, (NC + 1) * sizeof(int));
        for (int s = 0; s < S; s++)
            for (int p = F->cstart[s]; p < F->cstart[s + 1]; p++) {
                int c = F->cells[p];
                F->oslot[fill[c]] = s; F->opos[fill[c]] = p - F->cstart[s]; fill[c]++;
            }
        PyMem_Free(fill);
    }
    F->groups = alloc(F->G, sizeof(Group));
    if (!F->groups) goto nomem;
    int maxn = 0;
    for (int g = 0; g < F->G; g++) {
        Group *q = &F->groups[g];
        PyObject *gs, *masks, *single, *multi, *rules;
        if (!PyArg_ParseTuple(PyList_GET_ITEM(groups, g), "iO!O!O!O!O!", &q->len, &PyTuple_Type, &gs, &PyBytes_Type, &masks,
                              &PyBytes_Type, &single, &PyTuple_Type, &multi, &PyList_Type, &rules))
            goto fail;
        q->nslots = (int)PyTuple_GET_SIZE(gs);
        q->slots = alloc(q->nslots, sizeof(int));
        q->masks = alloc((size_t)q->len * A * WW, sizeof(u64));
        q->single = alloc(WW, sizeof(u64));
        q->nmulti = (int)PyTuple_GET_SIZE(multi);
        q->multi = alloc(q->nmulti, sizeof(int));
        q->nrules = (int)PyList_GET_SIZE(rules);
        q->rules = alloc(q->nrules, sizeof(Rule));
        if (!q->slots || !q->masks || !q->single || !q->multi || !q->rules) goto nomem;
        if (q->nslots > maxn) maxn = q->nslots;
        for (int i = 0; i < q->nslots; i++) if (!gc_as_int(PyTuple_GET_ITEM(gs, i), &q->slots[i])) goto fail;
        if (!read_words(masks, q->masks, (size_t)q->len * A * WW) || !read_words(single, q->single, WW)) goto fail;
        for (int i = 0; i < q->nmulti; i++) if (!gc_as_int(PyTuple_GET_ITEM(multi, i), &q->multi[i])) goto fail;
        for (int r = 0; r < q->nrules; r++) {
            Rule *u = &q->rules[r];
            PyObject *places, *need;
            if (!PyArg_ParseTuple(PyList_GET_ITEM(rules, r), "iO!O!", &u->i, &PyTuple_Type, &places, &PyTuple_Type, &need)) goto fail;
            u->n = (int)PyTuple_GET_SIZE(places);
            u->at = alloc(u->n, sizeof(Place));
            u->need = alloc(A, sizeof(int));
            if (!u->at || !u->need) goto nomem;
            if (PyTuple_GET_SIZE(need) != A) { PyErr_SetString(PyExc_ValueError, "a need per letter"); goto fail; }
            for (int a = 0; a < A; a++) if (!gc_as_int(PyTuple_GET_ITEM(need, a), &u->need[a])) goto fail;
            for (int e = 0; e < u->n; e++)
                if (!PyArg_ParseTuple(PyTuple_GET_ITEM(places, e), "iii", &u->at[e].s, &u->at[e].c, &u->at[e].crossed)) goto fail;
        }
    }
    if (PyTuple_GET_SIZE(copies) != NW || PyTuple_GET_SIZE(order) != S) { PyErr_SetString(PyExc_ValueError, "copies or order"); goto fail; }
    F->copies = alloc(NW, sizeof(int));
    F->njunc = (int)PyTuple_GET_SIZE(junc);
    F->junc = alloc(F->njunc, sizeof(int));
    if (!F->copies || !F->junc) goto nomem;
    for (int w = 0; w < NW; w++) if (!gc_as_int(PyTuple_GET_ITEM(copies, w), &F->copies[w])) goto fail;
    for (int i = 0; i < F->njunc; i++) if (!gc_as_int(PyTuple_GET_ITEM(junc, i), &F->junc[i])) goto fail;
    for (int i = 0; i < S; i++) if (!gc_as_int(PyTuple_GET_ITEM(order, i), &F->order[i])) goto fail;
    F->gq = alloc(F->G, sizeof(int)); F->gdirty = alloc(F->G, 1);
    F->t0 = alloc(WW, 8); F->t1 = alloc(WW, 8); F->t2 = alloc(WW, 8); F->t3 = alloc(WW, 8);
    F->owner = alloc((size_t)WW * 64, sizeof(int));
    F->possible = alloc(64, sizeof(int)); F->fixed = alloc(64, sizeof(int));
    F->sets = alloc(maxn, sizeof(u64));
    if (!F->gq || !F->gdirty || !F->t0 || !F->t1 || !F->t2 || !F->t3 || !F->owner || !F->possible || !F->fixed || !F->sets) goto nomem;
    F->state_bytes = ((size_t)S * WW + NC) * 8;
    PyObject *cap = PyCapsule_New(F, "gridcraft.fillin.fill", capsule_free);
    if (!cap) { fill_free(F); return NULL; }
    return cap;
nomem:
    PyErr_NoMemory();
fail:
    fill_free(F);
    return NULL;
}

/* ---- bitsets of words ---- */

static inline int w_zero(const u64 *x, int WW) { for (int w = 0; w < WW; w++) if (x[w]) return 0; return 1; }
static inline int w_many(const u64 *x, int WW) { /* two or more bits */
    int seen = 0;
    for (int w = 0; w < WW; w++)
        if (x[w]) { if (seen || (x[w] & (x[w] - 1))) return 1; seen = 1; }
    return 0;
}
static inline int w_meets(const u64 *x, const u64 *y, int WW) { for (int w = 0; w < WW; w++) if (x[w] & y[w]) return 1; return 0; }
static inline int w_pop(const u64 *x, int WW) { int n = 0; for (int w = 0; w < WW; w++) n += __builtin_popcountll(x[w]); return n; }
static inline int w_eq(const u64 *x, const u64 *y, int WW) { return !memcmp(x, y, (size_t)WW * 8); }

static inline const u64 *mask(const Fill *F, int s, int i, int a) {
    const Group *q = &F->groups[F->group[s]];
    return q->masks + ((size_t)i * F->A + a) * F->WW;
}

/* the words with one of `letters` at position i of slot s, into out */
static inline void words_with(const Fill *F, int s, int i, u64 letters, u64 *out) {
    int WW = F->WW;
    memset(out, 0, (size_t)WW * 8);
    while (letters) {
        int a = __builtin_ctzll(letters);
        letters &= letters - 1;
        const u64 *m = mask(F, s, i, a);
        for (int w = 0; w < WW; w++) out[w] |= m[w];
    }
}

/* the letters of `letters` that some word of d puts at position i of slot s */
static inline u64 support(const Fill *F, const u64 *d, int s, int i, u64 letters) {
    u64 keep = 0;
    while (letters) {
        int a = __builtin_ctzll(letters);
        u64 bit = letters & -letters;
        letters ^= bit;
        if (w_meets(d, mask(F, s, i, a), F->WW)) keep |= bit;
    }
    return keep;
}

static inline void push(Fill *F, int s) {
    if (!F->inq[s]) { F->inq[s] = 1; F->queue[F->qn++] = s; }
}

/* restrict slot s to the words `allowed` allows; 0 on a wipe-out */
static inline int restrict_slot(Fill *F, u64 *doms, int s, const u64 *allowed) {
    int WW = F->WW, changed = 0;
    u64 *d = doms + (size_t)s * WW;
    for (int w = 0; w < WW; w++) if (d[w] & ~allowed[w]) { changed = 1; break; }
    if (!changed) return 1;
    for (int w = 0; w < WW; w++) d[w] &= allowed[w];
    if (w_zero(d, WW)) return 0;
    push(F, s);
    return 1;
}

/* cell c keeps only `new` (of its letters), and its slots the words that agree; 0 on a wipe-out */
static int set_cell(Fill *F, u64 *doms, u64 *letters, int c, u64 new) {
    new &= letters[c];
    if (!new) return 0;
    letters[c] = new;
    for (int o = F->ostart[c]; o < F->ostart[c + 1]; o++) {
        words_with(F, F->oslot[o], F->opos[o], new, F->t3);
        if (!restrict_slot(F, doms, F->oslot[o], F->t3)) return 0;
    }
    return 1;
}

/* Hall's condition: the open slots of group q can take distinct words (Kuhn's augmenting paths) */
static int augment(Fill *F, const u64 *doms, int s, u64 *seen) {
    int WW = F->WW;
    const u64 *d = doms + (size_t)s * WW;
    for (int w = 0; w < WW; w++) {
        u64 x = d[w] & ~seen[w];
        while (x) {
            int b = __builtin_ctzll(x);
            x &= x - 1;
            seen[w] |= (u64)1 << b;
            int word = w * 64 + b, other = F->owner[word];
            if (other < 0 || augment(F, doms, other, seen)) { F->owner[word] = s; return 1; }
        }
    }
    return 0;
}

static int perfect_matching(Fill *F, const u64 *doms, const Group *q) {
    int WW = F->WW;
    u64 *used = F->t0, *seen = F->t1;
    memset(used, 0, (size_t)WW * 8);
    for (int w = 0; w < WW * 64; w++) F->owner[w] = -1;
    for (int k = 0; k < q->nslots; k++) {
        const u64 *d = doms + (size_t)q->slots[k] * WW;
        if (!w_many(d, WW)) for (int w = 0; w < WW; w++) used[w] |= d[w];
    }
    for (int k = 0; k < q->nslots; k++) {
        int s = q->slots[k];
        if (!w_many(doms + (size_t)s * WW, WW)) continue;
        memcpy(seen, used, (size_t)WW * 8);
        if (!augment(F, doms, s, seen)) return 0;
    }
    return 1;
}

static int count_copies(Fill *F, u64 *doms, const Group *q, int word) {
    int WW = F->WW, wi = word / 64, m = F->copies[word];
    u64 bit = (u64)1 << (word % 64);
    int holding = 0, placed = 0;
    for (int k = 0; k < q->nslots; k++) {
        const u64 *d = doms + (size_t)q->slots[k] * WW;
        if (!(d[wi] & bit)) continue;
        holding++;
        if (!w_many(d, WW)) placed++;
    }
    if (placed > m || (holding < m && F->every)) return 0;
    if (placed == m && holding > m) {
        for (int k = 0; k < q->nslots; k++) {
            int s = q->slots[k];
            u64 *d = doms + (size_t)s * WW;
            if ((d[wi] & bit) && w_many(d, WW)) { d[wi] &= ~bit; push(F, s); }
        }
    } else if (holding == m && placed < m && F->every) {
        for (int k = 0; k < q->nslots; k++) {
            int s = q->slots[k];
            u64 *d = doms + (size_t)s * WW;
            if ((d[wi] & bit) && w_many(d, WW)) { memset(d, 0, (size_t)WW * 8); d[wi] = bit; push(F, s); }
        }
    }
    return 1;
}

static int count_words(Fill *F, u64 *doms, const Group *q) {
    int WW = F->WW;
    u64 *once = F->t0, *twice = F->t1, *taken = F->t2;
    memset(once, 0, (size_t)WW * 8); memset(twice, 0, (size_t)WW * 8); memset(taken, 0, (size_t)WW * 8);
    const u64 *one = q->single;
    for (int k = 0; k < q->nslots; k++) {
        const u64 *d = doms + (size_t)q->slots[k] * WW;
        for (int w = 0; w < WW; w++) { twice[w] |= once[w] & d[w]; once[w] |= d[w]; }
        if (!w_many(d, WW)) {
            for (int w = 0; w < WW; w++) if (taken[w] & d[w] & one[w]) return 0; /* one copy, two slots */
            for (int w = 0; w < WW; w++) taken[w] |= d[w];
        }
    }
    if (F->every)
        for (int w = 0; w < WW; w++) if (one[w] & ~once[w]) return 0; /* a word no slot can take */
    int clash = 0;
    for (int w = 0; w < WW; w++) { taken[w] &= one[w]; clash |= (taken[w] & twice[w]) != 0; }
    if (clash) /* placed words leave the other slots */
        for (int k = 0; k < q->nslots; k++) {
            int s = q->slots[k];
            u64 *d = doms + (size_t)s * WW;
            if (!w_many(d, WW) || !w_meets(d, taken, WW)) continue;
            for (int w = 0; w < WW; w++) d[w] &= ~taken[w];
            if (w_zero(d, WW)) return 0;
            push(F, s);
        }
    if (F->every) {
        u64 *hidden = F->t3;
        int any = 0;
        for (int w = 0; w < WW; w++) { hidden[w] = one[w] & once[w] & ~twice[w] & ~taken[w]; any |= hidden[w] != 0; }
        if (any) /* a word with one possible slot goes there */
            for (int k = 0; k < q->nslots; k++) {
                int s = q->slots[k];
                u64 *d = doms + (size_t)s * WW;
                if (!w_many(d, WW) || !w_meets(d, hidden, WW)) continue;
                int bits = 0;
                for (int w = 0; w < WW; w++) { d[w] &= hidden[w]; bits += __builtin_popcountll(d[w]); }
                if (bits > 1) return 0; /* two words that need this one slot */
                push(F, s);
            }
    }
    for (int i = 0; i < q->nmulti; i++)
        if (!count_copies(F, doms, q, q->multi[i])) return 0;
    if (F->every && !F->qn && !q->nmulti) return perfect_matching(F, doms, q);
    return 1;
}

static int count_letters(Fill *F, u64 *doms, u64 *letters, const Group *q) {
    int A = F->A, WW = F->WW;
    int *possible = F->possible, *fixed = F->fixed;
    u64 *sets = F->sets;
    for (int r = 0; r < q->nrules; r++) {
        const Rule *u = &q->rules[r];
        memset(possible, 0, A * sizeof(int)); memset(fixed, 0, A * sizeof(int));
        for (int e = 0; e < u->n; e++) {
            const Place *p = &u->at[e];
            u64 x = p->crossed ? letters[p->c] : support(F, doms + (size_t)p->s * WW, p->s, u->i, letters[p->c]);
            sets[e] = x;
            if (!(x & (x - 1))) fixed[__builtin_ctzll(x)]++;
            for (; x; x &= x - 1) possible[__builtin_ctzll(x)]++;
        }
        for (int a = 0; a < A; a++) {
            int n = u->need[a], pa = possible[a], fa = fixed[a];
            if (pa < n || fa > n) return 0;
            if (pa == fa) continue;
            u64 bit = (u64)1 << a;
            if (pa == n) { /* every cell that may hold the letter holds it */
                for (int e = 0; e < u->n; e++)
                    if ((sets[e] & bit) && sets[e] != bit && !set_cell(F, doms, letters, u->at[e].c, bit)) return 0;
            } else if (fa == n) { /* the letter is used up: the other cells lose it */
                for (int e = 0; e < u->n; e++) {
                    int c = u->at[e].c;
                    if ((sets[e] & bit) && sets[e] != bit && !set_cell(F, doms, letters, c, letters[c] & ~bit)) return 0;
                }
            }
        }
    }
    return 1;
}

/* the crossing rule from the queued slots, then the counting rules of the lengths touched, to the
 * fixpoint; 0 on a wipe-out (a wipe-out at a crossing weighs both its slots) */
static int propagate(Fill *F, u64 *doms, u64 *letters) {
    int WW = F->WW;
    u64 *allowed = F->t3;
    for (;;) {
        F->props++;
        while (F->qn) {
            int s = F->queue[--F->qn];
            F->inq[s] = 0;
            int g = F->group[s];
            if (!F->gdirty[g]) { F->gdirty[g] = 1; F->gq[F->gn++] = g; }
            const u64 *d = doms + (size_t)s * WW;
            for (int x = F->xstart[s]; x < F->xstart[s + 1]; x++) {
                const Cross *cr = &F->cross[x];
                u64 had = letters[cr->c], keep = support(F, d, s, cr->i, had);
                if (keep == had) continue;
                if (!keep) { F->weight[s] += 1; F->weight[cr->t] += 1; return 0; }
                letters[cr->c] = keep;
                words_with(F, cr->t, cr->j, keep, allowed);
                if (!restrict_slot(F, doms, cr->t, allowed)) { F->weight[s] += 1; F->weight[cr->t] += 1; return 0; }
            }
        }
        if (!F->gn) return 1;
        while (F->gn) {
            int g = F->gq[--F->gn];
            F->gdirty[g] = 0;
            const Group *q = &F->groups[g];
            if (!count_words(F, doms, q)) return 0;
            if (q->nrules && !count_letters(F, doms, letters, q)) return 0;
        }
        if (!F->qn) return 1;
    }
}

/* 1 when o is a state of F's puzzle, else 0 with TypeError */
static int is_state(const Fill *F, PyObject *o) {
    if (PyBytes_Check(o) && (size_t)PyBytes_GET_SIZE(o) == F->state_bytes) return 1;
    PyErr_SetString(PyExc_TypeError, "not a state of this puzzle");
    return 0;
}

/* append the choice (a, b) to the list out; 0 on an error */
static int append_choice(PyObject *out, int a, int b) {
    PyObject *t = Py_BuildValue("(ii)", a, b);
    int ok = t != NULL && PyList_Append(out, t) == 0;
    Py_XDECREF(t);
    return ok;
}

static void reset(Fill *F) {
    for (int i = 0; i < F->qn; i++) F->inq[F->queue[i]] = 0;
    for (int i = 0; i < F->gn; i++) F->gdirty[F->gq[i]] = 0;
    F->qn = F->gn = 0;
}

/* the end of root and child: propagate what is queued (unless ok is already 0), then `state` or
 * None on a wipe-out (state is released) */
static PyObject *settle(Fill *F, PyObject *state, int ok) {
    char *buf = PyBytes_AS_STRING(state);
    ok = ok && propagate(F, WORDS(F, buf), LETTERS(F, buf));
    reset(F);
    if (!ok) { Py_DECREF(state); Py_RETURN_NONE; }
    return state;
}

/* root(fill, state bytes) -> the propagated state or None: every slot queued */
static PyObject *py_root(PyObject *self, PyObject *args) {
    PyObject *cap, *start;
    if (!PyArg_ParseTuple(args, "OO!", &cap, &PyBytes_Type, &start)) return NULL;
    Fill *F = get_fill(cap);
    if (!F) return NULL;
    if (!is_state(F, start)) return NULL;
    PyObject *state = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)F->state_bytes);
    if (!state) return NULL;
    if (!read_words(start, (u64 *)PyBytes_AS_STRING(state), F->state_bytes / 8)) { Py_DECREF(state); return NULL; }
    reset(F);
    for (int s = F->S - 1; s >= 0; s--) push(F, s);
    return settle(F, state, 1);
}

/* child(fill, state, slot, word) -> state or None; slot < 0: letter `word` in cell -1 - slot */
static PyObject *py_child(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) { PyErr_SetString(PyExc_TypeError, "child(fill, state, slot, word)"); return NULL; }
    Fill *F = get_fill(args[0]);
    if (!F) return NULL;
    if (!is_state(F, args[1])) return NULL;
    long s = PyLong_AsLong(args[2]), w = PyLong_AsLong(args[3]);
    if (PyErr_Occurred()) return NULL;
    if (s >= F->S || s < -F->NC || w < 0 || (s >= 0 && w >= F->NW) || (s < 0 && w >= F->A)) {
        PyErr_SetString(PyExc_ValueError, "bad choice");
        return NULL;
    }
    PyObject *state = PyBytes_FromStringAndSize(PyBytes_AS_STRING(args[1]), (Py_ssize_t)F->state_bytes);
    if (!state) return NULL;
    char *buf = PyBytes_AS_STRING(state);
    u64 *doms = WORDS(F, buf), *letters = LETTERS(F, buf);
    int WW = F->WW, ok;
    reset(F);
    if (s < 0) {
        ok = set_cell(F, doms, letters, (int)(-1 - s), (u64)1 << w);
    } else {
        u64 *d = doms + (size_t)s * WW;
        ok = (d[w / 64] >> (w % 64)) & 1;
        memset(d, 0, (size_t)WW * 8);
        d[w / 64] = (u64)1 << (w % 64);
        push(F, (int)s);
    }
    return settle(F, state, ok);
}

/* branch(fill, state) -> list of choices, or None when every slot holds one word */
static PyObject *py_branch(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "branch(fill, state)"); return NULL; }
    Fill *F = get_fill(args[0]);
    if (!F) return NULL;
    if (!is_state(F, args[1])) return NULL;
    const char *buf = PyBytes_AS_STRING(args[1]);
    const u64 *doms = WORDS(F, buf), *letters = LETTERS(F, buf);
    int WW = F->WW, best = -1, cell = -1;
    double best_score = 0;
    for (int k = 0; k < F->S; k++) {
        int s = F->order[k];
        const u64 *d = doms + (size_t)s * WW;
        if (!w_many(d, WW)) continue;
        double score = (double)w_pop(d, WW) / F->weight[s];
        if (best < 0 || score < best_score) { best = s; best_score = score; }
    }
    if (best < 0) Py_RETURN_NONE;
    for (int k = 0; k < F->njunc; k++) {
        int c = F->junc[k];
        u64 x = letters[c];
        if (!(x & (x - 1))) continue;
        double sum = 0;
        for (int o = F->ostart[c]; o < F->ostart[c + 1]; o++) sum += F->weight[F->oslot[o]];
        double score = (double)__builtin_popcountll(x) / sum;
        if (score < best_score) { cell = c; best_score = score; }
    }
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    if (cell >= 0) {
        for (u64 x = letters[cell]; x; x &= x - 1)
            if (!append_choice(out, -1 - cell, __builtin_ctzll(x))) { Py_DECREF(out); return NULL; }
        return out;
    }
    const u64 *d = doms + (size_t)best * WW;
    for (int w = 0; w < WW; w++)
        for (u64 x = d[w]; x; x &= x - 1)
            if (!append_choice(out, best, w * 64 + __builtin_ctzll(x))) { Py_DECREF(out); return NULL; }
    return out;
}

/* words(fill, state) -> the lowest candidate word of each slot (-1 for none) */
static PyObject *py_words(PyObject *self, PyObject *args) {
    PyObject *cap, *state;
    if (!PyArg_ParseTuple(args, "OO!", &cap, &PyBytes_Type, &state)) return NULL;
    Fill *F = get_fill(cap);
    if (!F) return NULL;
    if ((size_t)PyBytes_GET_SIZE(state) != F->state_bytes) { PyErr_SetString(PyExc_ValueError, "not a state"); return NULL; }
    const u64 *doms = WORDS(F, PyBytes_AS_STRING(state));
    PyObject *out = PyList_New(F->S);
    if (!out) return NULL;
    for (int s = 0; s < F->S; s++) {
        int word = -1;
        const u64 *d = doms + (size_t)s * F->WW;
        for (int w = 0; w < F->WW && word < 0; w++) if (d[w]) word = w * 64 + __builtin_ctzll(d[w]);
        PyList_SET_ITEM(out, s, PyLong_FromLong(word));
    }
    return out;
}

/* propagations(fill) -> passes of the propagation loop so far */
static PyObject *py_propagations(PyObject *self, PyObject *cap) {
    Fill *F = get_fill(cap);
    if (!F) return NULL;
    return PyLong_FromLongLong(F->props);
}

static PyMethodDef methods[] = {
    {"new", py_new, METH_VARARGS, "new(nwords, nletters, ncells, every, slots, groups, copies, junctions, order) -> fill"},
    {"root", py_root, METH_VARARGS, "root(fill, start) -> state or None"},
    {"child", (PyCFunction)(void (*)(void))py_child, METH_FASTCALL, "child(fill, state, slot, word) -> state or None"},
    {"branch", (PyCFunction)(void (*)(void))py_branch, METH_FASTCALL, "branch(fill, state) -> choices or None"},
    {"words", py_words, METH_VARARGS, "words(fill, state) -> the lowest candidate of each slot"},
    {"propagations", py_propagations, METH_O, "propagations(fill) -> passes so far"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fill", "Native fill-in propagation.", -1, methods};

PyMODINIT_FUNC PyInit__fill(void) { return PyModule_Create(&module); }
