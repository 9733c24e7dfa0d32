/* The sudoku rungs of Solo's ladder in C, included by _solo.c: sudoku.py step for step (each finds
 * the same first deduction in the same scan order, since the grade depends on which fires first).
 *
 * Each returns DONE when it made its one deduction, NONE when none applies, WIPE on a contradiction
 * (sudoku.py's Contradiction). Candidates are uint32 bitsets, bit d for digit d.
 */

/* the digits placed in the n cells of a unit */
static uint32_t used_in(const Board *b, const int *cells) {
    uint32_t used = 0;
    for (int i = 0; i < b->s->n; i++) used |= 1u << b->grid[cells[i]];
    return used & ~1u;
}

/* sudoku._elim over every digit of a unit, digits ascending: the first digit not placed there that no
 * cell can take (WIPE), or that one empty cell alone can take (placed: DONE) */
static int unit_singles(Board *b, const int *cells) {
    int n = b->s->n;
    uint32_t once = 0, twice = 0, used = 0;
    for (int i = 0; i < n; i++) {
        uint32_t c = b->cand[cells[i]];
        twice |= once & c;
        once |= c;
        used |= 1u << b->grid[cells[i]];
    }
    uint32_t look = b->s->full & ~(used & ~1u) & ~(once & twice);
    while (look) {
        int d = __builtin_ctz(look);
        look &= look - 1;
        if (!(once >> d & 1)) return WIPE;
        for (int i = 0; i < n; i++) {
            int x = cells[i];
            if (b->cand[x] >> d & 1) {
                if (b->grid[x]) break;
                place(b, x, d);
                b->counts[D_HIDDEN]++;
                return DONE;
            }
        }
    }
    return NONE;
}

/* sudoku.box_singles */
static int box_singles(Board *b) {
    int n = b->s->n;
    for (int k = 0; k < n; k++) {
        int r = unit_singles(b, b->s->region[2 * n + k]);
        if (r) return r;
    }
    return NONE;
}

/* sudoku.line_singles: rows, then columns, then the diagonals (X sudoku) */
static int line_singles(Board *b) {
    int n = b->s->n;
    for (int k = 0; k < 2 * n; k++) {
        int r = unit_singles(b, b->s->region[k]);
        if (r) return r;
    }
    for (int k = DIAG0(n); k < b->s->nunits; k++) {
        int r = unit_singles(b, b->s->region[k]);
        if (r) return r;
    }
    return NONE;
}

/* sudoku.naked_singles: cells column by column */
static int naked_singles(Board *b) {
    int n = b->s->n;
    for (int c = 0; c < n; c++)
        for (int r = 0; r < n; r++) {
            int x = r * n + c;
            if (b->grid[x]) continue;
            uint32_t mask = b->cand[x];
            if (!mask) return WIPE;
            if (!(mask & (mask - 1))) {
                place(b, x, __builtin_ctz(mask));
                b->counts[D_NAKED]++;
                return DONE;
            }
        }
    return NONE;
}

/* sudoku.intersections: rows against boxes, then columns against boxes, then the diagonals against
 * boxes (X sudoku), digits ascending. For a digit placed in neither, with A its places in the line
 * outside the box and B its places in the box outside the line: none in A but some in B rules it out
 * of B (the line first), else none in B but some in A rules it out of A. */
static int intersections(Board *b) {
    const Shape *s = b->s;
    int n = s->n;
    uint32_t used[NUNITS];
    for (int k = 0; k < s->nunits; k++) used[k] = used_in(b, s->region[k]);
    int lines[2 * MAXN + 2], nl = 0; /* rows, columns, diagonals: the boxes are not lines */
    for (int g = 0; g < s->nunits; g++)
        if (g < 2 * n || g >= 3 * n) lines[nl++] = g;
    for (int l = 0; l < nl; l++) {
        int g = lines[l];
        const int *line = s->region[g];
        for (int bx = 0; bx < n; bx++) {
            const int *box = s->region[2 * n + bx];
            uint32_t in_line = 0, in_box = 0;
            for (int i = 0; i < n; i++) {
                if (s->whichbox[line[i]] != bx) in_line |= b->cand[line[i]];
                int y = box[i];
                if (!in_unit(s, y, g)) in_box |= b->cand[y];
            }
            uint32_t open = s->full & ~(used[g] | used[2 * n + bx]);
            uint32_t from_box = open & ~in_line & in_box, from_line = open & in_line & ~in_box;
            uint32_t any = from_box | from_line;
            if (!any) continue;
            int d = __builtin_ctz(any);
            uint32_t bit = 1u << d;
            for (int i = 0; i < n; i++) {
                int y = (from_box & bit) ? box[i] : line[i];
                int outside = (from_box & bit) ? !in_unit(s, y, g) : s->whichbox[y] != bx;
                if (outside) b->cand[y] &= ~bit;
            }
            b->counts[D_POINTING]++;
            return DONE;
        }
    }
    return NONE;
}

/* the cell and digit at row i, column j of a set matrix: a unit's cells against the digits (cells
 * given), or, for one digit d, rows against columns (cells NULL) */
static inline void at(const Board *b, const int *cells, int d, int i, int j, int *x, int *v) {
    if (cells) { *x = cells[i]; *v = j + 1; }
    else { *x = i * b->s->n + j; *v = d; }
}

/* sudoku._set (Solo's solver_set) on an n x n matrix of (cell, digit) positions: rows with one
 * candidate leave with their column; then, over the column subsets in Solo's order (binary counting,
 * the last column the lowest bit), the first subset C with 1 < |C| < m - 1 such that as many rows as
 * columns outside C have no candidate in C: the other rows lose their candidates outside C. Columns
 * are stored reversed (column jj at bit m - 1 - jj), so that subset k of that order is the mask k;
 * fit[S], the rows whose candidates lie in S, is a sum over subsets. */
static int set_rule(Board *b, const int *cells, int d, int dn) {
    int n = b->s->n, x, v;
    uint32_t rows_left = 0, cols_left = 0, row[MAXN];
    for (int i = 0; i < n; i++) {
        row[i] = 0;
        for (int j = 0; j < n; j++) {
            at(b, cells, d, i, j, &x, &v);
            if (b->cand[x] >> v & 1) row[i] |= 1u << j;
        }
        if (!row[i]) return WIPE;
    }
    rows_left = cols_left = (1u << n) - 1;
    for (int i = 0; i < n; i++)
        if (!(row[i] & (row[i] - 1))) { rows_left &= ~(1u << i); cols_left &= ~row[i]; }
    int m = popcount32(rows_left);
    if (m != popcount32(cols_left)) return WIPE;
    if (m < 4) return NONE; /* no subset has 1 < |C| < m - 1 */
    int rows[MAXN], cols[MAXN], nr = 0, nc = 0;
    for (int i = 0; i < n; i++) if (rows_left >> i & 1) rows[nr++] = i;
    for (int j = 0; j < n; j++) if (cols_left >> j & 1) cols[nc++] = j;
    uint32_t mask[MAXN], all = (1u << m) - 1;
    for (int ii = 0; ii < m; ii++) {
        mask[ii] = 0;
        for (int jj = 0; jj < m; jj++)
            if (row[rows[ii]] >> cols[jj] & 1) mask[ii] |= 1u << (m - 1 - jj);
    }
    unsigned char *fit = scratch;
    memset(fit, 0, (size_t)1 << m);
    for (int ii = 0; ii < m; ii++) fit[mask[ii]]++;
    for (int bit = 0; bit < m; bit++)
        for (uint32_t S = 0; S <= all; S++)
            if (S >> bit & 1) fit[S] += fit[S ^ (1u << bit)];
    for (uint32_t k = 0; k <= all; k++) {
        int count = popcount32(k);
        if (count <= 1 || count >= m - 1) continue;
        int f = fit[all & ~k];
        if (f > m - count) return WIPE;
        if (f < m - count) continue;
        int removed = 0;
        for (int ii = 0; ii < m; ii++) {
            if (!(mask[ii] & k)) continue;
            uint32_t out = mask[ii] & ~k;
            while (out) {
                int bit = __builtin_ctz(out);
                out &= out - 1;
                at(b, cells, d, rows[ii], cols[m - 1 - bit], &x, &v);
                b->cand[x] &= ~(1u << v);
                removed = 1;
            }
        }
        if (removed) {
            b->counts[dn]++;
            return DONE;
        }
    }
    return NONE;
}

/* sudoku.sets: boxes, then rows, then columns, then the diagonals (X sudoku) */
static int sets(Board *b) {
    int n = b->s->n;
    for (int k = 0; k < b->s->nunits; k++) {
        int r = set_rule(b, b->s->region[k < 3 * n ? (2 * n + k) % (3 * n) : k], 0, D_SUBSET);
        if (r) return r;
    }
    return NONE;
}

/* sudoku.fish: for each digit, rows against columns */
static int fish(Board *b) {
    for (int d = 1; d <= b->s->n; d++) {
        int r = set_rule(b, NULL, d, D_FISH);
        if (r) return r;
    }
    return NONE;
}

/* sudoku.forcing_chains: from each cell of two candidates (row by row), each of its digits in turn,
 * a breadth-first walk over cells of two candidates that see each other, in the Python's order of
 * neighbours (the column, the row, the box, the diagonals through the cell) */
static int forcing_chains(Board *b) {
    const Shape *s = b->s;
    int n = s->n, N = s->N;
    int number[MAXCELLS], stamp[MAXCELLS], queue[MAXCELLS], around[5 * MAXN];
    for (int k = 0; k < N; k++) stamp[k] = 0;
    int mark = 0;
    for (int start = 0; start < N; start++) {
        uint32_t pair = b->cand[start];
        if (popcount32(pair) != 2) continue;
        int lo = __builtin_ctz(pair), hi = 31 - __builtin_clz(pair);
        int y = start / n, x = start % n;
        for (int p = 0; p < 2; p++) {
            int orign = p ? hi : lo;
            mark++;
            stamp[start] = mark;
            number[start] = lo + hi - orign;
            int head = 0, tail = 0;
            queue[tail++] = start;
            while (head < tail) {
                int cur = queue[head++], yy = cur / n, xx = cur % n, currn = number[cur], m = 0;
                for (int t = 0; t < n; t++) around[m++] = t * n + xx;
                for (int t = 0; t < n; t++) around[m++] = yy * n + t;
                const int *box = s->region[2 * n + s->whichbox[cur]];
                for (int t = 0; t < n; t++) around[m++] = box[t];
                for (int k = 0; k < 2; k++)
                    if (s->ondiag[cur] >> k & 1)
                        for (int t = 0; t < n; t++) around[m++] = s->region[DIAG0(n) + k][t];
                for (int a = 0; a < m; a++) {
                    int nb = around[a];
                    if (stamp[nb] == mark || !(b->cand[nb] >> currn & 1) || nb == cur) continue;
                    if (popcount32(b->cand[nb]) == 2) {
                        queue[tail++] = nb;
                        stamp[nb] = mark;
                        number[nb] = __builtin_ctz(b->cand[nb]) + (31 - __builtin_clz(b->cand[nb])) - currn;
                    }
                    if (currn == orign && (nb % n == x || nb / n == y || s->whichbox[nb] == s->whichbox[start] ||
                                           (s->ondiag[nb] & s->ondiag[start]))) {
                        b->cand[nb] &= ~(1u << orign);
                        b->counts[D_CHAIN]++;
                        return DONE;
                    }
                }
            }
        }
    }
    return NONE;
}
