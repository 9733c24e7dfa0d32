/* The exact search of a grid of runs with sums (kakuro's rule) in C: the same rules, fixed point
 * and branching as gridcraft/latin/runs/search.py, its reference (read its docstring for the
 * rules). A state is a bytes object of one uint16_t candidate bitset per white cell (bit d - 1:
 * digit d), native byte order.
 *
 * new(size, runs) -> Core           runs: [(cells, total)], total 0 for no sum
 * propagate(core, doms) -> bytes | None
 * child(core, state, cell, digit) -> bytes | None
 * branch(core, state) -> int         the open cell with fewest candidates, -1: a solution
 * doms(core, state) -> list[int]
 * solve(core, state, limit, node_limit, deadline)
 *     -> (solutions, nodes, failures, complete)   depth first, digits increasing; node_limit and
 *        deadline (time.monotonic seconds) 0 for none
 */
#include "native.h"

#define MAXLEN 9
#define MAXSUM 45

static uint16_t combo[MAXLEN + 1][MAXSUM + 1][16];
static int ncombo[MAXLEN + 1][MAXSUM + 1];

static void make_combos(void) {
    for (int m = 1; m < 512; m++) {
        int len = __builtin_popcount((unsigned)m), total = 0;
        for (int d = 0; d < 9; d++)
            if (m >> d & 1) total += d + 1;
        /* masks visited increasing: each list ends up increasing, as the Python table's order does not matter */
        combo[len][total][ncombo[len][total]++] = (uint16_t)m;
    }
}

typedef struct {
    PyObject_HEAD
    int size, nruns;
    int *start, *len, *total; /* per run: offset into cells, length, sum (0: none, -1: impossible) */
    int *cells;
    int *ofstart, *of; /* per cell: offset into of, the runs it lies in (ofstart[size] the end) */
} Core;

static void core_dealloc(Core *self) {
    PyMem_Free(self->start);
    PyMem_Free(self->cells);
    PyMem_Free(self->ofstart);
    PyMem_Free(self->of);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "gridcraft.latin.runs._runs.Core",
    .tp_basicsize = sizeof(Core),
    .tp_dealloc = (destructor)core_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "a grid of runs with sums, as the C search reads it",
};

#define OPEN(d) ((d) & ((d) - 1))

/* run k once: 1 if it changed cells (each pushed by mark), 0 unchanged, -1 a contradiction */
static int run_once(Core *c, int k, uint16_t *doms, int *changed, int *nchanged) {
    const int *cells = c->cells + c->start[k];
    int len = c->len[k], total = c->total[k];
    unsigned placed = 0;
    int any = 0, fixed_new = 0;
    for (int j = 0; j < len; j++) {
        unsigned d = doms[cells[j]];
        if (!OPEN(d)) {
            if (placed & d) return -1;
            placed |= d;
        }
    }
    for (int j = 0; j < len; j++) {
        unsigned d = doms[cells[j]];
        if (OPEN(d) && (d & placed)) {
            d &= ~placed;
            if (!d) return -1;
            doms[cells[j]] = (uint16_t)d;
            changed[(*nchanged)++] = cells[j];
            any = 1;
            if (!OPEN(d)) fixed_new = 1;
        }
    }
    if (fixed_new) return 1;
    if (total == 0) return len > 9 ? -1 : any;
    if (total < 0) return -1;
    unsigned uni = 0;
    for (int j = 0; j < len; j++)
        if (OPEN(doms[cells[j]])) uni |= doms[cells[j]];
    unsigned allowed = 0, need = 0x1FF;
    const uint16_t *sets = combo[len][total];
    for (int s = 0; s < ncombo[len][total]; s++) {
        unsigned m = sets[s], rest = m & ~placed;
        if ((m & placed) != placed || (rest & ~uni)) continue;
        int ok = 1;
        for (int j = 0; j < len && ok; j++) {
            unsigned d = doms[cells[j]];
            if (OPEN(d) && !(d & rest)) ok = 0;
        }
        if (!ok) continue;
        allowed |= m;
        need &= m;
    }
    if (!allowed) return -1;
    for (int j = 0; j < len; j++) {
        unsigned d = doms[cells[j]];
        if (OPEN(d) && (d & ~allowed)) {
            d &= allowed;
            if (!d) return -1;
            doms[cells[j]] = (uint16_t)d;
            changed[(*nchanged)++] = cells[j];
            any = 1;
        }
    }
    placed = 0;
    for (int j = 0; j < len; j++)
        if (!OPEN(doms[cells[j]])) placed |= doms[cells[j]];
    for (int digit = 0; digit < 9; digit++) {
        unsigned bit = 1u << digit;
        if (!(need & bit) || (placed & bit)) continue;
        int where = -1, count = 0;
        for (int j = 0; j < len; j++)
            if (doms[cells[j]] & bit) {
                where = cells[j];
                count++;
            }
        if (!count) return -1;
        if (count == 1 && doms[where] != bit) {
            doms[where] = (uint16_t)bit;
            changed[(*nchanged)++] = where;
            any = 1;
        }
    }
    return any;
}

/* doms at the fixed point: 1, or 0 on a contradiction; queue and changed hold nruns and 9 * size */
static int propagate_doms(Core *c, uint16_t *doms, int *queue, char *queued, int *changed) {
    int top = 0;
    for (int k = 0; k < c->nruns; k++) {
        queue[top++] = k;
        queued[k] = 1;
    }
    while (top) {
        int k = queue[--top];
        queued[k] = 0;
        int nchanged = 0;
        int r = run_once(c, k, doms, changed, &nchanged);
        if (r < 0) return 0;
        for (int x = 0; x < nchanged; x++) {
            int i = changed[x];
            for (int y = c->ofstart[i]; y < c->ofstart[i + 1]; y++) {
                int j = c->of[y];
                if (!queued[j]) {
                    queued[j] = 1;
                    queue[top++] = j;
                }
            }
        }
        if (nchanged && !queued[k]) {
            queued[k] = 1;
            queue[top++] = k;
        }
    }
    for (int i = 0; i < c->size; i++)
        if (!doms[i]) return 0;
    return 1;
}

typedef struct {
    int *queue, *changed;
    char *queued;
} Work;

static int work_new(Core *c, Work *w) {
    w->queue = PyMem_Malloc(sizeof(int) * (size_t)(c->nruns + 1));
    w->changed = PyMem_Malloc(sizeof(int) * (size_t)(9 * c->size + 2 * 9 * c->nruns + 1));
    w->queued = PyMem_Malloc((size_t)c->nruns + 1);
    if (!w->queue || !w->changed || !w->queued) {
        PyMem_Free(w->queue);
        PyMem_Free(w->changed);
        PyMem_Free(w->queued);
        PyErr_NoMemory();
        return 0;
    }
    return 1;
}

static void work_free(Work *w) {
    PyMem_Free(w->queue);
    PyMem_Free(w->changed);
    PyMem_Free(w->queued);
}

static int branch_cell(const Core *c, const uint16_t *doms) {
    int best = -1, best_count = 10;
    for (int i = 0; i < c->size; i++)
        if (OPEN(doms[i])) {
            int n = __builtin_popcount(doms[i]);
            if (n < best_count) {
                best = i;
                best_count = n;
            }
        }
    return best;
}

static PyObject *state_of(const Core *c, const uint16_t *doms) {
    return PyBytes_FromStringAndSize((const char *)doms, (Py_ssize_t)(sizeof(uint16_t) * (size_t)c->size));
}

static int read_state(Core *c, PyObject *state, uint16_t *doms) {
    if (!PyBytes_Check(state) || PyBytes_GET_SIZE(state) != (Py_ssize_t)(sizeof(uint16_t) * (size_t)c->size)) {
        PyErr_SetString(PyExc_ValueError, "not a state of this board");
        return 0;
    }
    memcpy(doms, PyBytes_AS_STRING(state), sizeof(uint16_t) * (size_t)c->size);
    return 1;
}

static PyObject *py_new(PyObject *self, PyObject *args) {
    int size;
    PyObject *runs;
    if (!PyArg_ParseTuple(args, "iO!", &size, &PyList_Type, &runs)) return NULL;
    if (size < 0) {
        PyErr_SetString(PyExc_ValueError, "a negative size");
        return NULL;
    }
    Core *c = PyObject_New(Core, &CoreType);
    if (!c) return NULL;
    c->size = size;
    c->nruns = (int)PyList_GET_SIZE(runs);
    c->start = c->cells = c->ofstart = c->of = NULL;
    int ncells = 0;
    for (int k = 0; k < c->nruns; k++) {
        PyObject *run = PyList_GET_ITEM(runs, k), *cells;
        int total;
        if (!PyArg_ParseTuple(run, "O!i", &PyTuple_Type, &cells, &total)) goto fail;
        ncells += (int)PyTuple_GET_SIZE(cells);
    }
    c->start = PyMem_Malloc(sizeof(int) * (size_t)(3 * c->nruns + 1));
    c->cells = PyMem_Malloc(sizeof(int) * (size_t)(ncells + 1));
    c->ofstart = PyMem_Malloc(sizeof(int) * (size_t)(size + 1));
    c->of = PyMem_Malloc(sizeof(int) * (size_t)(ncells + 1));
    if (!c->start || !c->cells || !c->ofstart || !c->of) {
        PyErr_NoMemory();
        goto fail;
    }
    c->len = c->start + c->nruns;
    c->total = c->len + c->nruns;
    int at = 0;
    for (int i = 0; i <= size; i++) c->ofstart[i] = 0;
    for (int k = 0; k < c->nruns; k++) {
        PyObject *run = PyList_GET_ITEM(runs, k), *cells = PyTuple_GET_ITEM(run, 0);
        int total;
        if (!gc_as_int(PyTuple_GET_ITEM(run, 1), &total)) goto fail;
        int len = (int)PyTuple_GET_SIZE(cells);
        c->start[k] = at;
        c->len[k] = len;
        for (int j = 0; j < len; j++) {
            int i;
            if (!gc_as_int(PyTuple_GET_ITEM(cells, j), &i)) goto fail;
            if (i < 0 || i >= size) {
                PyErr_SetString(PyExc_ValueError, "a run's cell is not a white cell of the board");
                goto fail;
            }
            c->cells[at++] = i;
            c->ofstart[i + 1]++;
        }
        c->total[k] = total == 0 ? 0 : (len <= MAXLEN && total > 0 && total <= MAXSUM) ? total : -1;
    }
    for (int i = 0; i < size; i++) c->ofstart[i + 1] += c->ofstart[i];
    {
        int *fill = PyMem_Malloc(sizeof(int) * (size_t)(size + 1));
        if (!fill) {
            PyErr_NoMemory();
            goto fail;
        }
        for (int i = 0; i < size; i++) fill[i] = c->ofstart[i];
        for (int k = 0; k < c->nruns; k++)
            for (int j = 0; j < c->len[k]; j++) {
                int i = c->cells[c->start[k] + j];
                c->of[fill[i]++] = k;
            }
        PyMem_Free(fill);
    }
    return (PyObject *)c;
fail:
    Py_DECREF(c);
    return NULL;
}

static PyObject *py_propagate(PyObject *self, PyObject *args) {
    Core *c;
    PyObject *list;
    if (!PyArg_ParseTuple(args, "O!O!", &CoreType, &c, &PyList_Type, &list)) return NULL;
    if (PyList_GET_SIZE(list) != c->size) {
        PyErr_SetString(PyExc_ValueError, "one candidate bitset a white cell");
        return NULL;
    }
    uint16_t *doms = PyMem_Malloc(sizeof(uint16_t) * (size_t)(c->size + 1));
    if (!doms) return PyErr_NoMemory();
    for (int i = 0; i < c->size; i++) {
        int d;
        if (!gc_as_int(PyList_GET_ITEM(list, i), &d)) {
            PyMem_Free(doms);
            return NULL;
        }
        doms[i] = (uint16_t)(d & 0x1FF);
    }
    Work w;
    if (!work_new(c, &w)) {
        PyMem_Free(doms);
        return NULL;
    }
    PyObject *out = propagate_doms(c, doms, w.queue, w.queued, w.changed) ? state_of(c, doms) : Py_NewRef(Py_None);
    work_free(&w);
    PyMem_Free(doms);
    return out;
}

static PyObject *py_child(PyObject *self, PyObject *args) {
    Core *c;
    PyObject *state;
    int cell, digit;
    if (!PyArg_ParseTuple(args, "O!Sii", &CoreType, &c, &state, &cell, &digit)) return NULL;
    if (cell < 0 || cell >= c->size || digit < 1 || digit > 9) {
        PyErr_SetString(PyExc_ValueError, "no such cell or digit");
        return NULL;
    }
    uint16_t *doms = PyMem_Malloc(sizeof(uint16_t) * (size_t)(c->size + 1));
    if (!doms) return PyErr_NoMemory();
    if (!read_state(c, state, doms)) {
        PyMem_Free(doms);
        return NULL;
    }
    Work w;
    if (!work_new(c, &w)) {
        PyMem_Free(doms);
        return NULL;
    }
    doms[cell] &= (uint16_t)(1u << (digit - 1));
    PyObject *out = doms[cell] && propagate_doms(c, doms, w.queue, w.queued, w.changed) ? state_of(c, doms)
                                                                                       : Py_NewRef(Py_None);
    work_free(&w);
    PyMem_Free(doms);
    return out;
}

static PyObject *py_branch(PyObject *self, PyObject *args) {
    Core *c;
    PyObject *state;
    if (!PyArg_ParseTuple(args, "O!S", &CoreType, &c, &state)) return NULL;
    uint16_t *doms = PyMem_Malloc(sizeof(uint16_t) * (size_t)(c->size + 1));
    if (!doms) return PyErr_NoMemory();
    if (!read_state(c, state, doms)) {
        PyMem_Free(doms);
        return NULL;
    }
    int best = branch_cell(c, doms);
    PyMem_Free(doms);
    return PyLong_FromLong(best);
}

static PyObject *py_doms(PyObject *self, PyObject *args) {
    Core *c;
    PyObject *state;
    if (!PyArg_ParseTuple(args, "O!S", &CoreType, &c, &state)) return NULL;
    uint16_t *doms = PyMem_Malloc(sizeof(uint16_t) * (size_t)(c->size + 1));
    if (!doms) return PyErr_NoMemory();
    if (!read_state(c, state, doms)) {
        PyMem_Free(doms);
        return NULL;
    }
    PyObject *out = PyList_New(c->size);
    for (int i = 0; out && i < c->size; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(doms[i]));
    PyMem_Free(doms);
    return out;
}

static PyObject *py_solve(PyObject *self, PyObject *args) {
    Core *c;
    PyObject *state;
    int limit;
    long long node_limit;
    double deadline;
    if (!PyArg_ParseTuple(args, "O!SiLd", &CoreType, &c, &state, &limit, &node_limit, &deadline)) return NULL;
    int n = c->size, depth_max = n + 1;
    /* one frame a depth: its candidates, the cell it branches on and the digits left to try */
    uint16_t *stack = PyMem_Malloc(sizeof(uint16_t) * (size_t)n * (size_t)(depth_max + 1) + 2);
    int *cell = PyMem_Malloc(sizeof(int) * (size_t)(depth_max + 1));
    unsigned *left = PyMem_Malloc(sizeof(unsigned) * (size_t)(depth_max + 1));
    PyObject *found = PyList_New(0);
    Work w;
    int have_work = 0;
    if (!stack || !cell || !left || !found) {
        PyErr_NoMemory();
        goto fail;
    }
    if (!read_state(c, state, stack)) goto fail;
    if (!work_new(c, &w)) goto fail;
    have_work = 1;
    long long nodes = 1, failures = 0;
    int complete = 1, count = 0, top = 0;
    cell[0] = branch_cell(c, stack);
    if (cell[0] < 0) {
        PyObject *s = state_of(c, stack);
        if (!s || PyList_Append(found, s) < 0) {
            Py_XDECREF(s);
            goto fail;
        }
        Py_DECREF(s);
        count = 1;
        top = -1;
    } else {
        left[0] = stack[cell[0]];
    }
    Py_BEGIN_ALLOW_THREADS;
    while (top >= 0) {
        if (!left[top]) {
            top--;
            continue;
        }
        if ((node_limit && nodes >= node_limit) || (deadline > 0 && (nodes & 255) == 0 && gc_now() >= deadline)) {
            complete = 0;
            break;
        }
        unsigned bit = left[top] & (0u - left[top]);
        left[top] &= ~bit;
        uint16_t *child = stack + (size_t)n * (size_t)(top + 1);
        memcpy(child, stack + (size_t)n * (size_t)top, sizeof(uint16_t) * (size_t)n);
        child[cell[top]] = (uint16_t)bit;
        nodes++;
        if (!propagate_doms(c, child, w.queue, w.queued, w.changed)) {
            failures++;
            continue;
        }
        int next = branch_cell(c, child);
        if (next >= 0) {
            top++;
            cell[top] = next;
            left[top] = child[next];
            continue;
        }
        count++;
        Py_BLOCK_THREADS;
        PyObject *s = state_of(c, child);
        int bad = !s || PyList_Append(found, s) < 0;
        Py_XDECREF(s);
        Py_UNBLOCK_THREADS;
        if (bad) {
            complete = -1;
            break;
        }
        if (limit > 0 && count >= limit) {
            complete = 0;
            break;
        }
    }
    Py_END_ALLOW_THREADS;
    if (complete < 0) goto fail;
    work_free(&w);
    PyMem_Free(stack);
    PyMem_Free(cell);
    PyMem_Free(left);
    return Py_BuildValue("NLLO", found, nodes, failures, complete ? Py_True : Py_False);
fail:
    if (have_work) work_free(&w);
    PyMem_Free(stack);
    PyMem_Free(cell);
    PyMem_Free(left);
    Py_XDECREF(found);
    return NULL;
}

static PyMethodDef methods[] = {
    {"new", py_new, METH_VARARGS, "new(size, runs) -> Core"},
    {"propagate", py_propagate, METH_VARARGS, "propagate(core, doms) -> bytes | None"},
    {"child", py_child, METH_VARARGS, "child(core, state, cell, digit) -> bytes | None"},
    {"branch", py_branch, METH_VARARGS, "branch(core, state) -> int"},
    {"doms", py_doms, METH_VARARGS, "doms(core, state) -> list[int]"},
    {"solve", py_solve, METH_VARARGS,
     "solve(core, state, limit, node_limit, deadline) -> (solutions, nodes, failures, complete)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_runs", "the runs-with-sums search in C", -1, methods};

PyMODINIT_FUNC PyInit__runs(void) {
    make_combos();
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
