/*
 * The move generator's inner loops, for _accel.c (one translation unit: this file is
 * included there, not compiled apart).
 *
 * A port of movegen._generate_raw (go_right, place_free, after_anchor, place_anchor, with
 * the line state in a Ctx instead of closure cells) and of crosschecks.cross_mask /
 * cross_sets: same traversal order, same score arithmetic, so the moves come out as the
 * pure-Python generator lists them.
 */
#ifndef LEXITILE_ACCEL_CORE_H
#define LEXITILE_ACCEL_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* Longest line handled here; a bigger board falls back to the pure-Python generator. */
#define MAXN 64
#define MAXSQ (MAXN * MAXN)
/* Letter codes are bits of a 64-bit mask (the automaton allows at most 62 letters). */
#define MAXL 63

static inline int popcount64(uint64_t v) { return __builtin_popcountll(v); }
static inline int ctz64(uint64_t v) { return __builtin_ctzll(v); }

/* A play recorded in rank mode: its equity, score, first square, direction and main word
 * (len characters from word in Ctx.rank_chars). */
typedef struct {
    double eq;
    long long sc;
    Py_ssize_t word;
    int16_t row, col;
    uint8_t down, len;
} RankedPlay;

typedef struct {
    /* automaton */
    const uint64_t *mask;
    const int32_t *first;
    const int32_t *arcs;
    const uint8_t *final;
    const int32_t *sep;
    Py_ssize_t nodes;
    /* letters and rules */
    Py_UCS4 upper[MAXL + 1];
    Py_UCS4 lower[MAXL + 1];
    long long vals[MAXL + 1];
    int counts[MAXL + 1];
    uint64_t tmask;
    long long ntotal;
    long long bingo_bonus;
    long long rack_size;
    int best_only;
    long long floor;
    /* board */
    int rows, cols;
    int bcodes[MAXSQ];
    /* the line being read */
    int n, a, a1, leftlim, li, down, skip_single;
    uint64_t right_x;
    int C[MAXN];
    long long V[MAXN], S[MAXN], LM[MAXN], WM[MAXN];
    uint64_t X[MAXN];
    Py_UCS4 BUF[MAXN];
    /* the kind of the rack tile on each square of BUF (a letter code, or nletters for a blank) */
    int PC[MAXN];
    int nletters;
    /* best-reply mode (_accel_playout.h): keep only the play of highest equity */
    int best_mode;
    double *adj;          /* adjustment of every sub-multiset of the rack, by mixed-radix index */
    int stride[MAXL + 1]; /* index step of one tile of each kind */
    int full_index;       /* index of the whole rack */
    double max_adj;       /* highest adjustment of any leave: the bound of a play's equity */
    double max_adj_kept[MAXN + 1]; /* the highest adjustment of a leave of each size */
    double best_eq;
    long long best_sc;
    int best_x, best_y, best_li, best_down, found;
    long long plays; /* plays generated (best mode) */
    int akey, best_key; /* the anchor's place in generation order, and the best play's */
    /* rank mode (_accel_playout.h): every play emitted, in order, with its equity; the
     * main words' characters one after the other in rank_chars */
    int rank_mode;
    RankedPlay *rank;
    Py_ssize_t nrank, caprank;
    Py_UCS4 *rank_chars;
    Py_ssize_t nrank_chars, caprank_chars;
    Py_UCS4 best_buf[MAXN];
    /* output */
    PyObject *out;
    PyTypeObject *move_type;
    int error;
} Ctx;

#define BLANK_KIND(k) ((k)->nletters)

static void consider_best(Ctx *k, long long sc, int x, int y);
static void record_play(Ctx *k, long long sc, int x, int y, int row, int col, int down, const Py_UCS4 *word,
                        int len);

static inline int child_of(const Ctx *k, int node, int code, int *child) {
    uint64_t m = k->mask[node];
    if (code < 0 || code > MAXL || !((m >> code) & 1)) {
        return 0;
    }
    *child = k->arcs[k->first[node] + popcount64(m & ((UINT64_C(1) << code) - 1))];
    return 1;
}

/* The play BUF[x:y] of line k->li as it is listed: its main word into word[0..*len)
 * and its first square and direction; a one-tile play turned to its canonical direction
 * (the longer of the two words through the tile; across when equal). */
static inline void placed_play(const Ctx *k, int x, int y, Py_UCS4 *word, int *len_out, int *row_out,
                               int *col_out, int *down_out) {
    int down = k->down;
    int row, col;
    int len = y - x;
    int tiles = 0, tpos = 0;
    for (int i = 0; i < len; i++) {
        word[i] = k->BUF[x + i];
        if (word[i] != '.') {
            tiles++;
            tpos = i;
        }
    }
    if (down) {
        row = x;
        col = k->li;
    } else {
        row = k->li;
        col = x;
    }
    if (tiles == 1) {
        int r = down ? row + tpos : row, c = down ? col : col + tpos;
        int cols = k->cols, rows = k->rows;
        int c0 = c, c1 = c, r0 = r, r1 = r;
        while (c0 > 0 && k->bcodes[r * cols + c0 - 1] >= 0) c0--;
        while (c1 < cols - 1 && k->bcodes[r * cols + c1 + 1] >= 0) c1++;
        while (r0 > 0 && k->bcodes[(r0 - 1) * cols + c] >= 0) r0--;
        while (r1 < rows - 1 && k->bcodes[(r1 + 1) * cols + c] >= 0) r1++;
        int want_down = (r1 - r0) > (c1 - c0);
        if (want_down != down) {
            Py_UCS4 tile = word[tpos];
            if (want_down) {
                len = r1 - r0 + 1;
                tpos = r - r0;
                row = r0;
                col = c;
            } else {
                len = c1 - c0 + 1;
                tpos = c - c0;
                row = r;
                col = c0;
            }
            for (int i = 0; i < len; i++) {
                word[i] = '.';
            }
            word[tpos] = tile;
            down = want_down;
        }
    }
    *len_out = len;
    *row_out = row;
    *col_out = col;
    *down_out = down;
}

/* A new move_type tuple (score, row, col, down, word), untracked by the cyclic GC: ints, a
 * bool and a str, so no cycle can go through it (CPython untracks such tuples itself, at
 * its next collection). NULL with an exception set when memory runs out. */
static inline PyObject *move_object(PyTypeObject *move_type, long long sc, int row, int col, int down,
                                    const Py_UCS4 *word, Py_ssize_t len) {
    PyObject *w = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, word, len);
    PyObject *o = w ? move_type->tp_alloc(move_type, 5) : NULL;
    if (o == NULL) {
        Py_XDECREF(w);
        return NULL;
    }
    PyObject *s = PyLong_FromLongLong(sc), *pr = PyLong_FromLong(row), *pc = PyLong_FromLong(col);
    PyTuple_SET_ITEM(o, 0, s);
    PyTuple_SET_ITEM(o, 1, pr);
    PyTuple_SET_ITEM(o, 2, pc);
    PyTuple_SET_ITEM(o, 3, Py_NewRef(down ? Py_True : Py_False));
    PyTuple_SET_ITEM(o, 4, w);
    if (s == NULL || pr == NULL || pc == NULL) {
        Py_DECREF(o);
        return NULL;
    }
    PyObject_GC_UnTrack(o);
    return o;
}

/* Append the play BUF[x:y] (line k->li) with score sc, unless it scores no more than the
 * floor; one-tile plays are turned to their canonical direction first. In rank mode the
 * play is recorded instead (_accel_playout.h: its object is made once the plays are
 * sorted). */
static void emit(Ctx *k, long long sc, int x, int y) {
    if (k->best_mode) {
        consider_best(k, sc, x, y);
        return;
    }
    if (k->error || sc <= k->floor) {
        return;
    }
    Py_UCS4 word[MAXN];
    int len, row, col, down;
    placed_play(k, x, y, word, &len, &row, &col, &down);
    if (k->rank_mode) {
        record_play(k, sc, x, y, row, col, down, word, len);
        return;
    }
    PyObject *o = move_object(k->move_type, sc, row, col, down, word, len);
    if (o == NULL || PyList_Append(k->out, o) < 0) {
        k->error = 1;
    }
    Py_XDECREF(o);
    if (k->best_only) {
        k->floor = sc;
    }
}

/* movegen.go_right: extend rightwards from square y with DAWG node d; the word starts at x. */
static void go_right(Ctx *k, int y, int d, int x, long long main, long long wm, long long csum, long long nt,
                     uint64_t rmask, int nb) {
    const uint64_t *mask = k->mask;
    int n = k->n;
    int L = k->C[y];
    while (L >= 0) {
        if (!child_of(k, d, L, &d)) {
            return;
        }
        main += k->V[y];
        y += 1;
        L = y < n ? k->C[y] : -1;
        if (L < 0) {
            if (k->final[d] && !(k->skip_single && nt == 1)) {
                emit(k, main * wm + csum + (nt >= k->rack_size ? k->bingo_bonus : 0), x, y);
            }
            if (y == n || nt >= k->ntotal) {
                return;
            }
        }
    }
    uint64_t tmask = k->tmask;
    uint64_t dm = mask[d];
    uint64_t m = dm & k->X[y] & (nb ? tmask : rmask);
    if (!m) {
        return;
    }
    int f = k->first[d];
    long long lm = k->LM[y], wmy = k->WM[y], cs_ = k->S[y];
    long long nt1 = nt + 1, nwm = wm * wmy;
    int y1 = y + 1;
    int closed;
    uint64_t need_tile, need_x;
    if (y1 < n) {
        int t1 = k->C[y1];
        closed = t1 < 0;
        need_tile = closed ? 0 : (t1 <= MAXL ? UINT64_C(1) << t1 : 0);
        need_x = (closed && nt1 < k->ntotal) ? k->X[y1] : 0;
    } else {
        closed = 1;
        need_tile = need_x = 0;
    }
    long long bingo = nt1 >= k->rack_size ? k->bingo_bonus : 0;
    int single = k->skip_single && nt1 == 1;
    uint64_t avail_b = nb > 1 ? tmask : rmask;
    while (m) {
        uint64_t b = m & (~m + 1);
        m ^= b;
        int Lb = ctz64(b);
        int child = k->arcs[f + popcount64(dm & (b - 1))];
        if (rmask & b) {
            long long v = k->vals[Lb] * lm;
            k->BUF[y] = k->upper[Lb];
            k->PC[y] = Lb;
            long long ncs = cs_ >= 0 ? csum + (cs_ + v) * wmy : csum;
            if (closed && k->final[child] && !single) {
                emit(k, (main + v) * nwm + ncs + bingo, x, y1);
            }
            int cnt = k->counts[Lb] - 1;
            uint64_t r2 = cnt ? rmask : rmask ^ b;
            if (mask[child] & (need_tile | (need_x & (nb ? tmask : r2)))) {
                k->counts[Lb] = cnt;
                go_right(k, y1, child, x, main + v, nwm, ncs, nt1, r2, nb);
                k->counts[Lb] = cnt + 1;
            }
        }
        if (nb) {
            k->BUF[y] = k->lower[Lb];
            k->PC[y] = BLANK_KIND(k);
            long long ncs = cs_ >= 0 ? csum + cs_ * wmy : csum;
            if (closed && k->final[child] && !single) {
                emit(k, main * nwm + ncs + bingo, x, y1);
            }
            if (mask[child] & (need_tile | (need_x & avail_b))) {
                go_right(k, y1, child, x, main, nwm, ncs, nt1, rmask, nb - 1);
            }
        }
    }
}

/* movegen.place_free: a rack tile on the free square x left of the anchor. */
static void place_free(Ctx *k, int x, int g, long long main, long long wm, long long csum, long long nt,
                       uint64_t rmask, int nb) {
    const uint64_t *mask = k->mask;
    uint64_t tmask = k->tmask;
    uint64_t gm = mask[g];
    uint64_t m = gm & (nb ? tmask : rmask);
    int f = k->first[g];
    long long lm = k->LM[x];
    long long nwm = wm * k->WM[x];
    long long nt1 = nt + 1;
    int more = nt1 < k->ntotal;
    int deeper = x > k->leftlim && more;
    int rec = !(k->skip_single && nt1 == 1);
    uint64_t rx = more ? k->right_x : 0;
    long long bingo = nt1 >= k->rack_size ? k->bingo_bonus : 0;
    uint64_t avail_b = nb > 1 ? tmask : rmask;
    int a1 = k->a1;
    int x1 = x - 1;
    while (m) {
        uint64_t b = m & (~m + 1);
        m ^= b;
        int L = ctz64(b);
        int child = k->arcs[f + popcount64(gm & (b - 1))];
        int d = k->sep[child];
        uint64_t dmask = d >= 0 ? mask[d] : 0;
        uint64_t cm = deeper ? mask[child] : 0;
        if (rmask & b) {
            long long v = main + k->vals[L] * lm;
            k->BUF[x] = k->upper[L];
            k->PC[x] = L;
            if (rec && k->final[child]) {
                emit(k, v * nwm + csum + bingo, x, a1);
            }
            if (dmask || cm) {
                int cnt = k->counts[L] - 1;
                uint64_t r2 = cnt ? rmask : rmask ^ b;
                uint64_t avail = nb ? tmask : r2;
                k->counts[L] = cnt;
                if (dmask & rx & avail) {
                    go_right(k, a1, d, x, v, nwm, csum, nt1, r2, nb);
                }
                if (cm & avail) {
                    place_free(k, x1, child, v, nwm, csum, nt1, r2, nb);
                }
                k->counts[L] = cnt + 1;
            }
        }
        if (nb) {
            k->BUF[x] = k->lower[L];
            k->PC[x] = BLANK_KIND(k);
            if (rec && k->final[child]) {
                emit(k, main * nwm + csum + bingo, x, a1);
            }
            if (dmask & rx & avail_b) {
                go_right(k, a1, d, x, main, nwm, csum, nt1, rmask, nb - 1);
            }
            if (cm & avail_b) {
                place_free(k, x1, child, main, nwm, csum, nt1, rmask, nb - 1);
            }
        }
    }
}

/* movegen.after_anchor: a rack tile lies on the anchor; g is the reversed-half node. */
static void after_anchor(Ctx *k, int g, long long main, long long wm, long long csum, uint64_t rmask, int nb) {
    int x = k->a;
    while (x > 0) {
        int L = k->C[x - 1];
        if (L < 0) {
            break;
        }
        if (!child_of(k, g, L, &g)) {
            return;
        }
        x -= 1;
        main += k->V[x];
    }
    if (k->final[g] && !k->skip_single) {
        emit(k, main * wm + csum + (k->rack_size <= 1 ? k->bingo_bonus : 0), x, k->a1);
    }
    if (k->ntotal > 1) {
        uint64_t avail = nb ? k->tmask : rmask;
        int d = k->sep[g];
        if (d >= 0 && (k->mask[d] & k->right_x & avail)) {
            go_right(k, k->a1, d, x, main, wm, csum, 1, rmask, nb);
        }
        if (x > k->leftlim && (k->mask[g] & avail)) {
            place_free(k, x - 1, g, main, wm, csum, 1, rmask, nb);
        }
    }
}

/* movegen.place_anchor: a rack tile on the anchor a; g is the node after the tiles right of a. */
static void place_anchor(Ctx *k, int g, long long main, uint64_t rmask, int nb) {
    uint64_t gm = k->mask[g];
    int a = k->a;
    uint64_t m = gm & k->X[a] & (nb ? k->tmask : rmask);
    int f = k->first[g];
    long long lm = k->LM[a], wma = k->WM[a], cs_ = k->S[a];
    while (m) {
        uint64_t b = m & (~m + 1);
        m ^= b;
        int L = ctz64(b);
        int child = k->arcs[f + popcount64(gm & (b - 1))];
        if (rmask & b) {
            long long v = k->vals[L] * lm;
            int cnt = k->counts[L] - 1;
            k->counts[L] = cnt;
            k->BUF[a] = k->upper[L];
            k->PC[a] = L;
            after_anchor(k, child, main + v, wma, cs_ >= 0 ? (cs_ + v) * wma : 0, cnt ? rmask : rmask ^ b, nb);
            k->counts[L] = cnt + 1;
        }
        if (nb) {
            k->BUF[a] = k->lower[L];
            k->PC[a] = BLANK_KIND(k);
            after_anchor(k, child, main, wma, cs_ >= 0 ? cs_ * wma : 0, rmask, nb - 1);
        }
    }
}

/* Follow the letter codes seq[0..len) (step +1 or -1 from seq) from node; -1 when it falls off. */
static int walk_codes(const Ctx *k, int node, const int *seq, int len, int step) {
    for (int i = 0; i < len; i++) {
        if (!child_of(k, node, seq[i * step], &node)) {
            return -1;
        }
    }
    return node;
}

/* crosschecks.cross_mask: letters L for which before + L + after is a word. */
static uint64_t cross_mask(const Ctx *k, int dawg_root, int gaddag_root, const int *before, int nbefore,
                           const int *after, int nafter) {
    uint64_t result = 0;
    if (nbefore) {
        int node = walk_codes(k, dawg_root, before, nbefore, 1);
        if (node < 0) {
            return 0;
        }
        uint64_t nm = k->mask[node];
        uint64_t candidates;
        if (nafter) {
            int back = walk_codes(k, gaddag_root, after + nafter - 1, nafter, -1);
            candidates = back >= 0 ? nm & k->mask[back] : 0;
        } else {
            candidates = nm;
        }
        int f = k->first[node];
        while (candidates) {
            uint64_t b = candidates & (~candidates + 1);
            candidates ^= b;
            int child = k->arcs[f + popcount64(nm & (b - 1))];
            int end = nafter ? walk_codes(k, child, after, nafter, 1) : child;
            if (end >= 0 && k->final[end]) {
                result |= b;
            }
        }
    } else {
        int node = walk_codes(k, gaddag_root, after + nafter - 1, nafter, -1);
        if (node < 0) {
            return 0;
        }
        uint64_t nm = k->mask[node];
        int f = k->first[node];
        while (nm) {
            uint64_t b = nm & (~nm + 1);
            if (k->final[k->arcs[f + popcount64(k->mask[node] & (b - 1))]]) {
                result |= b;
            }
            nm ^= b;
        }
    }
    return result;
}

/* crosschecks.cross_sets for one direction: the masks and cross-scores of every square
 * for plays along (dr, dc)'s perpendicular; (sr, sc) is the step of the cross word. */
static void cross_direction(const Ctx *k, int dawg_root, int gaddag_root, int nletters, int step_r, int step_c,
                            const long long *values, uint64_t *xmask, long long *xscore) {
    int rows = k->rows, cols = k->cols;
    uint64_t full = nletters >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << nletters) - 1;
    int before[MAXN], after[MAXN];
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            int i = r * cols + c;
            if (k->bcodes[i] >= 0) {
                xmask[i] = 0;
                xscore[i] = -1;
                continue;
            }
            int nb = 0, na = 0;
            long long score = 0;
            int rr = r - step_r, cc = c - step_c;
            while (rr >= 0 && cc >= 0 && k->bcodes[rr * cols + cc] >= 0) {
                nb++;
                rr -= step_r;
                cc -= step_c;
            }
            /* before[] in reading order: from the first tile to the one next to the square */
            for (int j = 0; j < nb; j++) {
                int q = (r - (nb - j) * step_r) * cols + (c - (nb - j) * step_c);
                before[j] = k->bcodes[q];
                score += values[q];
            }
            rr = r + step_r;
            cc = c + step_c;
            while (rr < rows && cc < cols && k->bcodes[rr * cols + cc] >= 0) {
                int q = rr * cols + cc;
                after[na++] = k->bcodes[q];
                score += values[q];
                rr += step_r;
                cc += step_c;
            }
            if (nb || na) {
                xmask[i] = cross_mask(k, dawg_root, gaddag_root, before, nb, after, na);
                xscore[i] = score;
            } else {
                xmask[i] = full;
                xscore[i] = -1;
            }
        }
    }
}

#endif /* LEXITILE_ACCEL_CORE_H */
