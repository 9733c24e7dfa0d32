/* The killer rungs of Solo's ladder in C, included by _solo.c: sums.py step for step. They return
 * DONE when they changed something, NONE when not, WIPE on a contradiction and (region_cages only)
 * QUIRK where sums.py raises SumQuirk.
 */

/* sums.cage_prep: filled cells leave their cages, which lose their digits (their other cells too) */
static int cage_prep(Board *b) {
    for (int k = 0; k < b->nk; k++) {
        for (int idx = b->ksize[k] - 1; idx >= 0; idx--) {
            int x = b->kcell[k][idx], t = b->grid[x];
            if (!t) continue;
            for (int j = idx; j + 1 < b->ksize[k]; j++) b->kcell[k][j] = b->kcell[k][j + 1];
            b->ksize[k]--;
            b->kwhich[x] = -1;
            if (t > b->kclue[k]) return WIPE;
            b->kclue[k] -= t;
            for (int j = 0; j < b->ksize[k]; j++) b->cand[b->kcell[k][j]] &= ~(1u << t);
        }
    }
    return NONE;
}

/* sums.single_cages */
static int single_cages(Board *b) {
    int changed = NONE, n = b->s->n;
    for (int k = 0; k < b->nk; k++) {
        if (b->ksize[k] != 1) continue;
        int v = b->kclue[k], x = b->kcell[k][0];
        if (v < 1 || v > n || !(b->cand[x] >> v & 1)) return WIPE;
        place(b, x, v);
        b->counts[D_KSINGLE]++;
        changed = DONE;
    }
    return changed;
}

/* sums._leftover: the open cells of a region outside its whole cages, cage by cage (cages ascending,
 * each cage's cells in its order), then the open cells in no cage; returns their number, the sum
 * they make in *total */
static int leftover(Board *b, const int *region, int *rest, int *total) {
    int n = b->s->n, ids[MAXN], nid = 0, nrest = 0, open[MAXN], nopen = 0;
    int mark = ++b->mark;
    *total = n * (n + 1) / 2;
    for (int i = 0; i < n; i++) {
        int x = region[i];
        if (b->grid[x]) { *total -= b->grid[x]; continue; }
        open[nopen++] = x;
        b->stamp[x] = mark;
        int k = b->kwhich[x];
        if (k < 0) continue;
        int j = nid;
        while (j > 0 && ids[j - 1] > k) j--;
        if (j > 0 && ids[j - 1] == k) continue;
        for (int t = nid; t > j; t--) ids[t] = ids[t - 1];
        ids[j] = k;
        nid++;
    }
    for (int i = 0; i < nid; i++) {
        int k = ids[i], start = nrest;
        for (int j = 0; j < b->ksize[k]; j++)
            if (b->stamp[b->kcell[k][j]] == mark) rest[nrest++] = b->kcell[k][j];
        if (nrest - start == b->ksize[k]) {
            *total -= b->kclue[k];
            nrest = start;
        }
    }
    for (int i = 0; i < nopen; i++)
        if (b->kwhich[open[i]] < 0) rest[nrest++] = open[i];
    return nrest;
}

/* Board.split: the cells split off their cage as a new cage (last), the old one keeping its order */
static void split(Board *b, const int *cells, int m, int total) {
    int old = b->kwhich[cells[0]], k = b->nk++, mark = ++b->mark;
    for (int i = 0; i < m; i++) {
        b->kcell[k][i] = (unsigned char)cells[i];
        b->kwhich[cells[i]] = (short)k;
        b->stamp[cells[i]] = mark;
    }
    b->ksize[k] = (unsigned char)m;
    b->kclue[k] = total;
    int kept = 0;
    for (int j = 0; j < b->ksize[old]; j++)
        if (b->stamp[b->kcell[old][j]] != mark) b->kcell[old][kept++] = b->kcell[old][j];
    b->ksize[old] = (unsigned char)kept;
    b->kclue[old] -= total;
}

/* sums.region_cages: each region's leftover placed (one cell), split off its cage (all in one
 * cage) or kept as an extra cage */
static int region_cages(Board *b, int recursive) {
    int n = b->s->n, changed = NONE, rest[MAXN], total;
    b->nextra = 0;
    for (int g = 0; g < 3 * n; g++) {
        int m = leftover(b, b->s->region[g], rest, &total);
        if (m == 0 || m == n) continue;
        if (total <= 0) return recursive ? QUIRK : WIPE;
        if (m == 1) {
            int x = rest[0];
            if (total > n || !(b->cand[x] >> total & 1)) return WIPE;
            place(b, x, total);
            b->counts[D_KDEDUCED]++;
            changed = DONE;
        }
        int owner = b->kwhich[rest[0]], one = 1;
        for (int i = 1; i < m; i++) one &= b->kwhich[rest[i]] == owner;
        if (one && owner >= 0) {
            split(b, rest, m, total);
        } else {
            int e = b->nextra++;
            for (int i = 0; i < m; i++) b->xcell[e][i] = (unsigned char)rest[i];
            b->xsize[e] = m;
            b->xtotal[e] = total;
        }
    }
    return changed;
}

/* sums._minmax on one cage: cell by cell, a digit v goes when even the other cells' least (greatest)
 * candidates make more (less) than the sum with it; their sums are kept up to date as cells lose
 * digits, so each cell reads the candidates as the cells before it left them, as in Python */
static int minmax_cage(Board *b, const unsigned char *cells, int m, int clue) {
    if (clue == 0) return NONE;
    int removed = 0, low = 0, high = 0;
    for (int j = 0; j < m; j++) {
        uint32_t mask = b->cand[cells[j]];
        if (mask) {
            low += __builtin_ctz(mask);
            high += 31 - __builtin_clz(mask);
        }
    }
    for (int i = 0; i < m; i++) {
        int x = cells[i];
        uint32_t c = b->cand[x];
        if (!c) continue;
        int lo = __builtin_ctz(c), hi = 31 - __builtin_clz(c);
        int least = clue - (high - hi), most = clue - (low - lo); /* v must lie in least..most */
        uint32_t keep = most < 0 ? 0 : most >= 31 ? ~0u : (2u << most) - 1;
        if (least > 0) keep &= least >= 32 ? 0 : ~((1u << least) - 1);
        uint32_t left = c & keep;
        if (left == c) continue;
        b->cand[x] = left;
        removed = 1;
        low -= lo;
        high -= hi;
        if (left) {
            low += __builtin_ctz(left);
            high += 31 - __builtin_clz(left);
        }
    }
    if (removed) b->counts[D_KMINMAX]++;
    return removed ? DONE : NONE;
}

/* sums.minmax: the cages, then the extra ones */
static int minmax(Board *b) {
    int changed = NONE;
    for (int k = 0; k < b->nk; k++) changed |= minmax_cage(b, b->kcell[k], b->ksize[k], b->kclue[k]);
    for (int e = 0; e < b->nextra; e++) changed |= minmax_cage(b, b->xcell[e], b->xsize[e], b->xtotal[e]);
    return changed;
}

/* sums._sums on one cage (is_region: a cage of the puzzle, else an extra one, read only when it lies
 * in one row, column or box) */
static int sums_cage(Board *b, const unsigned char *cells, int m, int clue, int is_region) {
    const Shape *s = b->s;
    int n = s->n;
    if (clue == 0) return NONE;
    if (m == 0) return WIPE;
    if (m < 2 || m > 4) return NONE;
    if (!is_region) {
        int x0 = cells[0], row = 1, col = 1, box = 1;
        for (int i = 1; i < m; i++) {
            row &= cells[i] / n == x0 / n;
            col &= cells[i] % n == x0 % n;
            box &= s->whichbox[cells[i]] == s->whichbox[x0];
        }
        if (!(row || col || box)) return NONE;
    }
    int top = s->top;
    if (clue < m * (m + 1) / 2 || clue > m * (2 * top - m + 1) / 2) return WIPE;
    uint32_t possible = 0;
    const uint32_t *set = s->sums->set + s->sums->start[m][clue];
    for (int t = 0; t < s->sums->count[m][clue]; t++) {
        uint32_t bits = set[t];
        int fits = 1;
        for (int i = 0; i < m && fits; i++) fits = (bits & ~(s->full & ~b->cand[cells[i]])) != 0;
        if (fits) possible |= bits;
    }
    if (!possible) return WIPE;
    int removed = 0;
    for (int i = 0; i < m; i++) {
        if (b->cand[cells[i]] & ~possible) removed = 1;
        b->cand[cells[i]] &= possible;
    }
    if (removed) b->counts[D_KSUMS]++;
    return removed ? DONE : NONE;
}

/* sums.sums: the cages, then the extra ones */
static int sums(Board *b) {
    int changed = NONE;
    for (int k = 0; k < b->nk; k++) {
        int r = sums_cage(b, b->kcell[k], b->ksize[k], b->kclue[k], 1);
        if (r == WIPE) return WIPE;
        changed |= r;
    }
    for (int e = 0; e < b->nextra; e++) {
        int r = sums_cage(b, b->xcell[e], b->xsize[e], b->xtotal[e], 0);
        if (r == WIPE) return WIPE;
        changed |= r;
    }
    return changed;
}
