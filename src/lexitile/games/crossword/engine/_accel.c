/*
 * Compiled core of the move generator: cross-check sets and Gordon's GADDAG generation
 * over the automaton's flat arrays (see automaton.py and movegen.py).
 *
 * The loops (_accel_core.h) are a line-by-line port of movegen._generate_raw and
 * crosschecks.cross_sets: same anchors, same traversal order, same scores, so the list
 * returned equals the pure-Python one element by element (tests/games/crossword/engine/test_accel.py
 * compares them); this file reads the arguments and builds the module. One-tile plays
 * are written in the game's canonical direction (movegen._canonical_single), and the
 * moves are built as GeneratedMove tuples directly.
 *
 * _accel_build.h (with _accel_keys.h) builds the automaton itself (automaton.Automaton.build's construction).
 *
 * Optional: when no C compiler is available at install time the package runs on the
 * pure-Python generator (hatch_build.py, engine/accel.py).
 */
#include "_accel_core.h"
#include "_accel_build.h"
#include "_accel_playout.h"

static int buffer_of(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, const char *what) {
    if (PyObject_GetBuffer(obj, view, PyBUF_SIMPLE) < 0) {
        return -1;
    }
    if (view->len % itemsize != 0) {
        PyBuffer_Release(view);
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes is not a whole number of %zd-byte items", what, view->len,
                     itemsize);
        return -1;
    }
    return 0;
}

/* Read a sequence of n ints into out (long long). */
static int read_ints(PyObject *seq, Py_ssize_t n, long long *out, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) {
        return -1;
    }
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: expected %zd items", what, n);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsLongLong(items[i]);
        if (out[i] == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

/* Board squares (None or a tile string) to codes and values through table: tile ->
 * (code, value). A tile missing from the table raises KeyError(tile), which the caller
 * (accel.py) answers by adding it and calling again. */
static int read_squares(PyObject *squares, PyObject *table, Py_ssize_t n, int nletters, int *codes, long long *values) {
    PyObject *fast = PySequence_Fast(squares, "board squares");
    if (fast == NULL) {
        return -1;
    }
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "board squares: expected %zd items", n);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < n; i++) {
        if (items[i] == Py_None) {
            codes[i] = -1;
            values[i] = 0;
            continue;
        }
        PyObject *entry = PyDict_GetItemWithError(table, items[i]); /* borrowed */
        if (entry == NULL) {
            if (!PyErr_Occurred()) {
                PyErr_SetObject(PyExc_KeyError, items[i]);
            }
            Py_DECREF(fast);
            return -1;
        }
        long long code = -2, value = 0;
        if (PyTuple_Check(entry) && PyTuple_GET_SIZE(entry) == 2) {
            code = PyLong_AsLongLong(PyTuple_GET_ITEM(entry, 0));
            value = PyLong_AsLongLong(PyTuple_GET_ITEM(entry, 1));
        }
        if (PyErr_Occurred() || code < 0 || code > nletters) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) {
                PyErr_SetString(PyExc_ValueError, "tile table entries must be (code, value), 0 <= code <= letters");
            }
            return -1;
        }
        codes[i] = (int)code;
        values[i] = value;
    }
    Py_DECREF(fast);
    return 0;
}

static Ctx *alloc_ctx(void) {
    Ctx *k = PyMem_Calloc(1, sizeof(Ctx));
    if (k == NULL) {
        PyErr_NoMemory();
    }
    return k;
}

PyDoc_STRVAR(generate_doc,
             "generate(automaton, move_type, squares, tiles, letter_mult, word_mult, rows, cols,\n"
             "         letters, vals, tmask, counts, blanks, total, rack_mask, bingo_bonus, rack_size,\n"
             "         empty, start_row, start_col, across_only, best_only) -> list\n\n"
             "The moves of movegen.generate_moves (best_only: movegen._generate_raw's best_only),\n"
             "as move_type tuples (score, row, col, down, word), in the pure generator's order.\n"
             "squares: the board's squares (None or a tile); tiles: tile -> (letter code, value),\n"
             "KeyError(tile) for a tile not in it.\n"
             "Use through lexitile.games.crossword.engine.accel, which prepares the arguments.");

/* The board's per-square arrays, read by set_line(). */
typedef struct {
    const long long *values, *lmul, *wmul;
    const uint64_t *xmask[2];
    const long long *xscore[2];
    int empty, start_r, start_c;
} Lines;

/* Load line li (down: a column) into k and its anchors into anchors; their number. */
static int set_line(Ctx *k, const Lines *b, int down, int li, int *anchors) {
    int rows = k->rows, cols = k->cols;
    int n = down ? rows : cols;
    int idx[MAXN], nanchors = 0;
    k->down = down;
    k->n = n;
    for (int j = 0; j < n; j++) {
        idx[j] = down ? j * cols + li : li * cols + j;
        k->C[j] = k->bcodes[idx[j]];
    }
    if (b->empty) {
        int here = down ? li == b->start_c : li == b->start_r;
        if (!here) {
            return 0;
        }
        anchors[nanchors++] = down ? b->start_r : b->start_c;
    } else {
        for (int j = 0; j < n; j++) {
            if (k->C[j] >= 0) {
                continue;
            }
            int i = idx[j], r = i / cols, c = i % cols;
            if ((c > 0 && k->bcodes[i - 1] >= 0) || (c < cols - 1 && k->bcodes[i + 1] >= 0) ||
                (r > 0 && k->bcodes[i - cols] >= 0) || (r < rows - 1 && k->bcodes[i + cols] >= 0)) {
                anchors[nanchors++] = j;
            }
        }
        if (!nanchors) {
            return 0;
        }
    }
    k->li = li;
    for (int j = 0; j < n; j++) {
        int i = idx[j];
        k->V[j] = b->values[i];
        k->X[j] = b->xmask[down][i] & k->tmask;
        k->S[j] = b->xscore[down][i];
        k->LM[j] = b->lmul[i];
        k->WM[j] = b->wmul[i];
        k->BUF[j] = k->C[j] >= 0 ? '.' : ' ';
    }
    return nanchors;
}

/* Every play from anchor a of the line in k (leftlim: the square after the previous anchor). */
static void run_anchor(Ctx *k, int a, int leftlim, int gaddag_root, uint64_t rack_mask, int blanks) {
    int n = k->n;
    k->leftlim = leftlim;
    k->a = a;
    int g = gaddag_root;
    long long main = 0;
    int e = a + 1;
    while (e < n && k->C[e] >= 0) {
        e++;
    }
    for (int j = e - 1; j > a; j--) {
        if (!child_of(k, g, k->C[j], &g)) {
            return;
        }
        main += k->V[j];
    }
    k->a1 = e;
    k->right_x = e < n ? k->X[e] : 0;
    k->skip_single = k->down && k->S[a] >= 0;
    place_anchor(k, g, main, rack_mask, blanks);
}


/* An anchor with the upper bound of its plays' scores, and its place in generation order. */
typedef struct {
    double bound;
    int key, down, li, a, leftlim;
} AnchorBound;

static int by_bound(const void *p, const void *q) {
    const AnchorBound *x = p, *y = q;
    if (x->bound != y->bound) {
        return x->bound > y->bound ? -1 : 1;
    }
    return (x->key > y->key) - (x->key < y->key);
}

static void sort_down(long long *v, int n) {
    /* insertion sort: at most a rack's worth of values */
    for (int i = 1; i < n; i++) {
        long long x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] < x) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = x;
    }
}

/* One side of an anchor's reach: after each step, the tiles on the board covered, the
 * empty squares covered (each must take a rack tile), their word premiums multiplied,
 * their best cross-word scores, and their letter premiums above 1 (counted by premium). */
typedef struct {
    int empties;
    long long board, mult, cross;
    int premium[16];
} Reach;

#define LM_CAP 15

/* The bound of a play that covers exactly the empty squares of both reaches and the
 * anchor: the rack's best values on those squares (the highest on the best letter
 * premiums), times every word premium, plus the cross words, the board's tiles, and the
 * bingo when the play lays rack_size tiles. */
static long long window_bound(const Ctx *k, const Reach *l, const Reach *r, int anchor_lm, long long anchor_wm,
                              long long anchor_cross, const long long *prefix) {
    int e = 1 + l->empties + r->empties;
    long long letters = prefix[e]; /* every square at least once its tile's value */
    int used = 0;
    for (int lm = LM_CAP; lm >= 2 && used < e; lm--) {
        int c = l->premium[lm] + r->premium[lm] + (anchor_lm == lm);
        for (; c > 0 && used < e; c--) {
            letters += (lm - 1) * (prefix[used + 1] - prefix[used]);
            used++;
        }
    }
    long long main = l->board + r->board + letters;
    return main * l->mult * r->mult * anchor_wm + l->cross + r->cross + anchor_cross +
           (e >= k->rack_size ? k->bingo_bonus : 0);
}

static void reach_add(const Ctx *k, Reach *s, int j, long long maxv) {
    s->empties++;
    s->mult *= k->WM[j];
    s->cross += k->S[j] >= 0 ? (k->S[j] + maxv * k->LM[j]) * k->WM[j] : 0;
    if (k->LM[j] > 1) {
        s->premium[k->LM[j]]++;
    }
}

/* An upper bound of the equity of every play from anchor a of the line in k: the largest
 * window_bound() over the stretches [x, y) such a play can cover (x from leftlim, each
 * end not next to a tile, every empty square in it one a letter fits, at most total of
 * them), plus the best adjustment of a leave of the tiles it keeps (a play fills every
 * empty square of its stretch, so it lays that many tiles). rackv: the rack's values
 * sorted descending (blanks 0). -HUGE_VAL when no play is possible, HUGE_VAL when a
 * premium is beyond this bound's table. */
static double anchor_bound(const Ctx *k, int a, int leftlim, const long long *rackv, int total) {
    if (!k->X[a] || total <= 0) {
        return -HUGE_VAL;
    }
    int n = k->n;
    long long prefix[MAXN + 1];
    prefix[0] = 0;
    for (int i = 0; i < total && i < MAXN; i++) {
        prefix[i + 1] = prefix[i] + rackv[i];
    }
    for (int j = leftlim; j < n; j++) {
        if (k->LM[j] > LM_CAP || k->LM[j] < 1 || k->WM[j] < 1) {
            return HUGE_VAL;
        }
    }
    long long maxv = rackv[0];
    int anchor_lm = (int)k->LM[a];
    long long anchor_wm = k->WM[a];
    long long anchor_cross = k->S[a] >= 0 ? (k->S[a] + maxv * k->LM[a]) * k->WM[a] : 0;
    /* the right ends: the reach after each, for the ends a play may have */
    Reach rights[MAXN];
    int nright = 0;
    Reach r;
    memset(&r, 0, sizeof r);
    r.mult = 1;
    for (int y = a + 1;; y++) {
        if (y < n && k->C[y] >= 0) {
            r.board += k->V[y];
            continue;
        }
        rights[nright++] = r; /* the play ends before y */
        if (y >= n || 1 + r.empties >= total || !k->X[y]) {
            break;
        }
        reach_add(k, &r, y, maxv);
    }
    double best = -HUGE_VAL;
    Reach l;
    memset(&l, 0, sizeof l);
    l.mult = 1;
    for (int x = a;;) {
        /* x: the leftmost square covered so far; tiles left of it join, then it may start */
        while (x > 0 && k->C[x - 1] >= 0) {
            x--;
            l.board += k->V[x];
        }
        for (int i = 0; i < nright && 1 + l.empties + rights[i].empties <= total; i++) {
            int laid = 1 + l.empties + rights[i].empties;
            double b = (double)window_bound(k, &l, &rights[i], anchor_lm, anchor_wm, anchor_cross, prefix) +
                       k->max_adj_kept[total - laid];
            if (b > best) {
                best = b;
            }
        }
        int next = x - 1;
        if (next < leftlim || next < 0 || 1 + l.empties >= total || !k->X[next]) {
            break;
        }
        reach_add(k, &l, next, maxv);
        x = next;
    }
    return best;
}

/* Best mode with the bound: every anchor's bound first, then the anchors from the highest
 * bound down, until no play of the rest can beat the best found (its bound below the
 * best equity). A tie goes to the play first in generation order
 * (consider_best compares the anchors' keys), so the reply is the one found by looking
 * at every play. -1 with an exception set on failure. */
static int best_by_bound(Ctx *k, const Lines *b, int directions, int gaddag_root, uint64_t rack_mask, int blanks) {
    long long rackv[MAXN];
    int total = 0;
    for (int c = 0; c < k->nletters && total < MAXN; c++) {
        for (int i = 0; i < k->counts[c] && total < MAXN; i++) {
            rackv[total++] = k->vals[c];
        }
    }
    for (int i = 0; i < blanks && total < MAXN; i++) {
        rackv[total++] = 0;
    }
    sort_down(rackv, total);
    size_t cap = (size_t)(k->rows * k->cols) * 2;
    AnchorBound *list = PyMem_Malloc(cap * sizeof(AnchorBound));
    if (list == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    size_t nlist = 0;
    int anchors[MAXN];
    for (int down = 0; down < directions; down++) {
        for (int li = 0; li < (down ? k->cols : k->rows); li++) {
            int nanchors = set_line(k, b, down, li, anchors);
            int prev = -1;
            for (int ai = 0; ai < nanchors; ai++) {
                double bound = anchor_bound(k, anchors[ai], prev + 1, rackv, total);
                if (bound > -HUGE_VAL) {
                    list[nlist++] = (AnchorBound){bound, (down * MAXN + li) * MAXN + ai, down, li, anchors[ai], prev + 1};
                }
                prev = anchors[ai];
            }
        }
    }
    qsort(list, nlist, sizeof(AnchorBound), by_bound);
    int line_down = -1, line_li = -1;
    for (size_t i = 0; i < nlist && !k->error; i++) {
        const AnchorBound *ab = &list[i];
        if (ab->bound < k->best_eq) {
            break;
        }
        if (ab->down != line_down || ab->li != line_li) {
            set_line(k, b, ab->down, ab->li, anchors);
            line_down = ab->down;
            line_li = ab->li;
        }
        k->akey = ab->key;
        run_anchor(k, ab->a, ab->leftlim, gaddag_root, rack_mask, blanks);
    }
    PyMem_Free(list);
    return k->error ? -1 : 0;
}

/* The arguments of generate() (and the first ones of by_equity()). */
typedef struct {
    PyObject *automaton, *move_type, *squares_o, *table_o, *lmul_o, *wmul_o, *letters_o, *vals_o, *counts_o;
    int rows, cols, blanks, empty, start_r, start_c, across_only, best_only;
    unsigned long long tmask, rack_mask;
    long long total, bingo_bonus, rack_size;
} GenArgs;

/* What by_equity() adds: the leave model, the position's bag and unseen value, the mode. */
typedef struct {
    LeaveModel model;
    long long bag, unseen;
    int mode; /* SEARCH_BEST, SEARCH_BOUND or SEARCH_RANK */
} BestSpec;

enum { SEARCH_BEST = 0, SEARCH_BOUND = 1, SEARCH_RANK = 2 };

static PyObject *run_generate(GenArgs *ga, const BestSpec *spec);

static PyObject *generate(PyObject *self, PyObject *args) {
    (void)self;
    GenArgs g;
    if (!PyArg_ParseTuple(args, "OO!OO!OOiiOOKOiLKLLpiipp:generate", &g.automaton, &PyType_Type, &g.move_type,
                          &g.squares_o, &PyDict_Type, &g.table_o, &g.lmul_o, &g.wmul_o, &g.rows, &g.cols, &g.letters_o,
                          &g.vals_o, &g.tmask, &g.counts_o, &g.blanks, &g.total, &g.rack_mask, &g.bingo_bonus,
                          &g.rack_size, &g.empty, &g.start_r, &g.start_c, &g.across_only, &g.best_only)) {
        return NULL;
    }
    return run_generate(&g, NULL);
}

PyDoc_STRVAR(by_equity_doc,
             "by_equity(automaton, move_type, squares, tiles, letter_mult, word_mult, rows, cols,\n"
             "          letters, vals, tmask, counts, blanks, total, rack_mask, bingo_bonus, rack_size,\n"
             "          empty, start_row, start_col, across_only, model, bag, unseen, mode)\n\n"
             "The plays by equity: score plus the adjustment of what they keep (the leave model, as\n"
             "doubles laid out by accel._model_array, while bag > 0; the end-of-game adjustment with\n"
             "unseen once it is empty); the other arguments are generate()'s without best_only.\n"
             "mode 0: (equity, move or None, plays): the play of highest equity, the first generated\n"
             "on a tie, None when keeping the whole rack (passing) is as good; plays: the number\n"
             "generated. mode 1: the same, looking at the anchors from the highest bound of their\n"
             "scores down and stopping when none left can beat the best (plays: those looked at).\n"
             "mode 2: every play, highest equity first, ties in generation order, as (equities,\n"
             "moves): the equities as bytes of native doubles, the moves a list of move_type.\n"
             "Use through lexitile.games.crossword.engine.accel.best_reply and accel.ranked.");

static PyObject *by_equity(PyObject *self, PyObject *args) {
    (void)self;
    GenArgs g;
    PyObject *model_o;
    BestSpec spec;
    if (!PyArg_ParseTuple(args, "OO!OO!OOiiOOKOiLKLLpiipOLLi:by_equity", &g.automaton, &PyType_Type, &g.move_type,
                          &g.squares_o, &PyDict_Type, &g.table_o, &g.lmul_o, &g.wmul_o, &g.rows, &g.cols, &g.letters_o,
                          &g.vals_o, &g.tmask, &g.counts_o, &g.blanks, &g.total, &g.rack_mask, &g.bingo_bonus,
                          &g.rack_size, &g.empty, &g.start_r, &g.start_c, &g.across_only, &model_o, &spec.bag,
                          &spec.unseen, &spec.mode)) {
        return NULL;
    }
    g.best_only = 0;
    if (spec.mode < SEARCH_BEST || spec.mode > SEARCH_RANK) {
        PyErr_SetString(PyExc_ValueError, "mode: 0 (best), 1 (best with the bound) or 2 (ranked)");
        return NULL;
    }
    if (!PyUnicode_Check(g.letters_o) || PyUnicode_GET_LENGTH(g.letters_o) % 2 != 0) {
        PyErr_SetString(PyExc_ValueError, "letters must be the upper-case then the lower-case alphabet");
        return NULL;
    }
    int kinds = (int)(PyUnicode_GET_LENGTH(g.letters_o) / 2) + 1;
    Py_buffer view;
    if (buffer_of(model_o, &view, sizeof(double), "model") < 0) {
        return NULL;
    }
    if (view.len / (Py_ssize_t)sizeof(double) != leave_model_size(kinds)) {
        PyBuffer_Release(&view);
        PyErr_Format(PyExc_ValueError, "model: expected %zd doubles", leave_model_size(kinds));
        return NULL;
    }
    leave_model_view(&spec.model, (const double *)view.buf, kinds);
    PyObject *result = run_generate(&g, &spec);
    PyBuffer_Release(&view);
    return result;
}

/* generate()'s work; with spec, by_equity()'s (the best play, or the plays ranked). */
static PyObject *run_generate(GenArgs *ga, const BestSpec *spec) {
    PyObject *automaton = ga->automaton, *move_type = ga->move_type, *squares_o = ga->squares_o,
             *table_o = ga->table_o, *lmul_o = ga->lmul_o, *wmul_o = ga->wmul_o, *letters_o = ga->letters_o,
             *vals_o = ga->vals_o, *counts_o = ga->counts_o;
    int rows = ga->rows, cols = ga->cols, blanks = ga->blanks, empty = ga->empty, start_r = ga->start_r,
        start_c = ga->start_c, across_only = ga->across_only, best_only = ga->best_only;
    unsigned long long tmask = ga->tmask, rack_mask = ga->rack_mask;
    long long total = ga->total, bingo_bonus = ga->bingo_bonus, rack_size = ga->rack_size;
    PyTypeObject *mt = (PyTypeObject *)move_type;
    if (!PyType_IsSubtype(mt, &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError, "move_type must be a tuple subclass");
        return NULL;
    }
    if (rows <= 0 || cols <= 0 || rows > MAXN || cols > MAXN) {
        PyErr_Format(PyExc_ValueError, "board of %d x %d squares: at most %d x %d", rows, cols, MAXN, MAXN);
        return NULL;
    }
    if (!PyUnicode_Check(letters_o) || PyUnicode_GET_LENGTH(letters_o) % 2 != 0) {
        PyErr_SetString(PyExc_ValueError, "letters must be the upper-case then the lower-case alphabet");
        return NULL;
    }
    int nletters = (int)(PyUnicode_GET_LENGTH(letters_o) / 2);
    if (nletters > MAXL - 1) {
        PyErr_Format(PyExc_ValueError, "%d letters: at most %d", nletters, MAXL - 1);
        return NULL;
    }

    PyObject *objs[5] = {NULL, NULL, NULL, NULL, NULL};
    static const char *names[5] = {"mask", "first", "arcs", "final", "sep"};
    static const Py_ssize_t sizes[5] = {8, 4, 4, 1, 4};
    Py_buffer views[5];
    int got = 0;
    Ctx *k = NULL;
    PyObject *result = NULL;
    int dawg_root = 0, gaddag_root = 0;
    long long *values = NULL;
    double *adj = NULL;
    uint64_t *xm_across = NULL, *xm_down = NULL;
    long long *xs_across = NULL, *xs_down = NULL, *lmul = NULL, *wmul = NULL;
    int nsq = rows * cols;

    for (int i = 0; i < 5; i++) {
        objs[i] = PyObject_GetAttrString(automaton, names[i]);
        if (objs[i] == NULL || buffer_of(objs[i], &views[i], sizes[i], names[i]) < 0) {
            goto done;
        }
        got = i + 1;
    }
    Py_ssize_t nodes = views[0].len / 8;
    if (views[1].len / 4 != nodes || views[3].len != nodes || views[4].len / 4 != nodes) {
        PyErr_SetString(PyExc_ValueError, "automaton arrays of different lengths");
        goto done;
    }
    {
        PyObject *dr = PyObject_GetAttrString(automaton, "dawg_root");
        PyObject *gr = dr ? PyObject_GetAttrString(automaton, "gaddag_root") : NULL;
        if (gr != NULL) {
            dawg_root = (int)PyLong_AsLong(dr);
            gaddag_root = (int)PyLong_AsLong(gr);
        }
        Py_XDECREF(dr);
        Py_XDECREF(gr);
        if (PyErr_Occurred()) {
            goto done;
        }
    }
    if (dawg_root < 0 || dawg_root >= nodes || gaddag_root < 0 || gaddag_root >= nodes) {
        PyErr_SetString(PyExc_ValueError, "automaton roots out of range");
        goto done;
    }

    k = alloc_ctx();
    values = PyMem_Calloc((size_t)nsq, sizeof(long long));
    lmul = PyMem_Calloc((size_t)nsq, sizeof(long long));
    wmul = PyMem_Calloc((size_t)nsq, sizeof(long long));
    xs_across = PyMem_Calloc((size_t)nsq, sizeof(long long));
    xs_down = PyMem_Calloc((size_t)nsq, sizeof(long long));
    xm_across = PyMem_Calloc((size_t)nsq, sizeof(uint64_t));
    xm_down = PyMem_Calloc((size_t)nsq, sizeof(uint64_t));
    if (k == NULL || !values || !lmul || !wmul || !xs_across || !xs_down || !xm_across || !xm_down) {
        PyErr_NoMemory();
        goto done;
    }
    k->mask = (const uint64_t *)views[0].buf;
    k->first = (const int32_t *)views[1].buf;
    k->arcs = (const int32_t *)views[2].buf;
    k->final = (const uint8_t *)views[3].buf;
    k->sep = (const int32_t *)views[4].buf;
    k->nodes = nodes;
    k->rows = rows;
    k->cols = cols;
    k->tmask = (uint64_t)tmask;
    k->ntotal = total;
    k->bingo_bonus = bingo_bonus;
    k->rack_size = rack_size;
    k->best_only = best_only;
    k->floor = LLONG_MIN;
    k->move_type = mt;
    for (int i = 0; i < nletters; i++) {
        k->upper[i] = PyUnicode_READ_CHAR(letters_o, i);
        k->lower[i] = PyUnicode_READ_CHAR(letters_o, nletters + i);
    }
    if (read_ints(vals_o, nletters + 1, k->vals, "vals") < 0 ||
        read_squares(squares_o, table_o, nsq, nletters, k->bcodes, values) < 0 ||
        read_ints(lmul_o, nsq, lmul, "letter_mult") < 0 || read_ints(wmul_o, nsq, wmul, "word_mult") < 0) {
        goto done;
    }
    {
        long long cnt[MAXL + 1];
        if (read_ints(counts_o, nletters + 1, cnt, "counts") < 0) {
            goto done;
        }
        for (int i = 0; i <= nletters; i++) {
            k->counts[i] = (int)cnt[i];
        }
    }

    k->nletters = nletters;
    if (spec != NULL) {
        adj = PyMem_Malloc(MAXSUB * sizeof(double));
        if (adj == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        if (spec->model.kinds != nletters + 1) {
            PyErr_SetString(PyExc_ValueError, "model: made for another alphabet");
            goto done;
        }
        k->adj = adj;
        if (leave_table(k, &spec->model, blanks, spec->bag, spec->unseen) < 0) {
            goto done;
        }
        k->best_mode = spec->mode != SEARCH_RANK;
        k->rank_mode = spec->mode == SEARCH_RANK;
        k->best_eq = adj[k->full_index]; /* keeping the whole rack: the pass */
        k->found = 0;
    }
    k->out = PyList_New(0);
    if (k->out == NULL) {
        goto done;
    }
    if (total == 0) {
        if (spec == NULL) {
            result = k->out;
            k->out = NULL;
        } else if (spec->mode == SEARCH_RANK) {
            result = ranked_list(k);
        } else {
            result = Py_BuildValue("(dOL)", k->best_eq, Py_None, 0LL);
        }
        goto done;
    }
    if (!empty) {
        cross_direction(k, dawg_root, gaddag_root, nletters, 1, 0, values, xm_across, xs_across);
        cross_direction(k, dawg_root, gaddag_root, nletters, 0, 1, values, xm_down, xs_down);
    } else {
        uint64_t full = (UINT64_C(1) << nletters) - 1;
        for (int i = 0; i < nsq; i++) {
            xm_across[i] = xm_down[i] = full;
            xs_across[i] = xs_down[i] = -1;
        }
    }

    {
        Lines lines = {values, lmul, wmul, {xm_across, xm_down}, {xs_across, xs_down}, empty, start_r, start_c};
        int directions = (empty && across_only) ? 1 : 2;
        if (spec != NULL && spec->mode == SEARCH_BOUND) {
            if (best_by_bound(k, &lines, directions, gaddag_root, (uint64_t)rack_mask, blanks) < 0) {
                goto done;
            }
        } else {
            for (int down = 0; down < directions; down++) {
                for (int li = 0; li < (down ? cols : rows); li++) {
                    int anchors[MAXN];
                    int nanchors = set_line(k, &lines, down, li, anchors);
                    int prev = -1;
                    for (int ai = 0; ai < nanchors; ai++) {
                        run_anchor(k, anchors[ai], prev + 1, gaddag_root, (uint64_t)rack_mask, blanks);
                        prev = anchors[ai];
                        if (k->error) {
                            goto done;
                        }
                    }
                }
            }
        }
    }
    if (!k->error && spec == NULL) {
        result = k->out;
        k->out = NULL;
    } else if (!k->error && spec->mode == SEARCH_RANK) {
        result = ranked_list(k);
    } else if (!k->error) {
        double eq = k->best_eq;
        Py_CLEAR(k->out);
        PyObject *move = best_move_object(k);
        if (move != NULL) {
            result = Py_BuildValue("(dNL)", eq, move, k->plays);
        }
    }

done:
    PyMem_Free(adj);
    if (k != NULL) {
        PyMem_Free(k->rank);
        PyMem_Free(k->rank_chars);
        Py_XDECREF(k->out);
        PyMem_Free(k);
    }
    PyMem_Free(values);
    PyMem_Free(lmul);
    PyMem_Free(wmul);
    PyMem_Free(xs_across);
    PyMem_Free(xs_down);
    PyMem_Free(xm_across);
    PyMem_Free(xm_down);
    for (int i = 0; i < got; i++) {
        PyBuffer_Release(&views[i]);
    }
    for (int i = 0; i < 5; i++) {
        Py_XDECREF(objs[i]);
    }
    return result;
}

static PyMethodDef methods[] = {
    {"generate", generate, METH_VARARGS, generate_doc},
    {"by_equity", by_equity, METH_VARARGS, by_equity_doc},
    {"build_automaton", build_automaton, METH_VARARGS, build_automaton_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    "_accel",
    "Compiled core of lexitile's move generator and its automaton builder (optional; see lexitile.games.crossword.engine.accel).",
    -1,
    methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__accel(void) { return PyModule_Create(&module); }
