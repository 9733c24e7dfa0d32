/* The carving loop of carve.py in C (included by _solo.c): a filled grid's givens taken away orbit
 * by orbit, each orbit put back unless Solo's deductions up to the target still solve the grid (at
 * Unreasonable: unless it still has one solution). The draws (the fill, the orbits' order) stay in
 * Python, so the same seed carves the same puzzle with and without C. */

/* carve(n, boxes, diagonals, full, orbits, target) -> the carved grid, or None when the ladder does
 * not take the shape */
static PyObject *solo_carve(PyObject *self, PyObject *args) {
    int n, diagonals, target;
    PyObject *boxes, *full_in, *orbits_in;
    if (!PyArg_ParseTuple(args, "iOpOOi", &n, &boxes, &diagonals, &full_in, &orbits_in, &target)) return NULL;
    int refused, r;
    PyObject *none = PyTuple_New(0);
    if (!none) return NULL;
    Shape *s = shape_from(n, boxes, diagonals, none, Py_None, &refused);
    Py_DECREF(none);
    if (!s) { if (refused) Py_RETURN_NONE; return NULL; }
    PyObject *out = NULL, *orbits = NULL;
    unsigned char full[MAXCELLS], grid[MAXCELLS], final[MAXCELLS];
    long counts[ND];
    Board *b = malloc(sizeof(Board));
    if (!b) { PyErr_NoMemory(); goto done; }
    if ((r = grid_from(s, full_in, full))) { if (r > 0) out = Py_NewRef(Py_None); goto done; }
    orbits = PySequence_Fast(orbits_in, "orbits must be a sequence");
    if (!orbits) goto done;
    memcpy(grid, full, (size_t)s->N);
    for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(orbits); k++) {
        PyObject *orbit = PySequence_Fast(PySequence_Fast_GET_ITEM(orbits, k), "an orbit must be a sequence");
        if (!orbit) goto done;
        Py_ssize_t m = PySequence_Fast_GET_SIZE(orbit);
        int cells[8], ok = m >= 1 && m <= 8;
        for (Py_ssize_t j = 0; j < m && ok; j++) {
            long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(orbit, j));
            if (x == -1 && PyErr_Occurred()) { Py_DECREF(orbit); goto done; }
            ok = x >= 0 && x < s->N;
            cells[j] = (int)x;
        }
        Py_DECREF(orbit);
        if (!ok) { out = Py_NewRef(Py_None); goto done; }
        for (Py_ssize_t j = 0; j < m; j++) grid[cells[j]] = 0;
        int keep;
        if (target >= UNREASONABLE) {
            long found = count_from(s, b, grid, 2);
            if (found == -2) { PyErr_NoMemory(); goto done; }
            keep = found == 1;
        } else {
            int killer;
            memset(counts, 0, sizeof counts);
            int level = solve_board(s, b, grid, target, counts, &killer, final);
            if (level == -2) { PyErr_NoMemory(); goto done; }
            keep = level <= target;
        }
        if (!keep)
            for (Py_ssize_t j = 0; j < m; j++) grid[cells[j]] = full[cells[j]];
    }
    out = list_of(grid, s->N);
done:
    Py_XDECREF(orbits);
    free(b);
    free(s);
    return out;
}
