/*
 * The best reply of the simulation's play-outs, for _accel.c (one translation unit: this
 * file is included there, not compiled apart).
 *
 * The generator of _accel_core.h runs in "best mode": instead of building a tuple per
 * play, emit() hands each play to consider_best(), which adds the adjustment of what the
 * play keeps and remembers the first play of highest equity (strictly higher: the first
 * found wins a tie, as preendgame.best_reply_equity's loop over the generated list).
 *
 * The adjustment of every sub-multiset of the rack is made once per call (at most
 * MAXSUB of them, 128 for seven tiles) and indexed in mixed radix: the tiles a play
 * keeps are the rack's index minus one stride per tile it lays, so a play costs a few
 * subtractions. Its arithmetic is evaluator.Evaluator.adjustment's, term for term in the
 * same order of summation (leaves.LeaveTable.value: tile terms by kind in sort order,
 * then pair terms, then the balance term), so both paths give the same doubles and
 * therefore choose the same reply.
 *
 * In "rank mode" emit() hands each play to record_play(), which keeps its equity, score,
 * square, direction and word in C arrays; ranked_list() sorts them (stable, by equity)
 * and makes the moves only then, in the ranking's order, returning the equities as
 * doubles beside them (accel.ranked, equity_ranking.RankedPlays).
 */
#ifndef LEXITILE_ACCEL_PLAYOUT_H
#define LEXITILE_ACCEL_PLAYOUT_H

#include "_accel_core.h"

/* Sub-multisets of a rack a reply may keep (2^7 for seven different tiles). */
#define MAXSUB 4096
/* The balance term's table side: vowels and consonants kept, each 0..BAL-1. */
#define BAL 16

/* The leave model as accel.leave_model lays it out (doubles), for K = letters + 1 kinds
 * (the blank is kind K - 1): tile[K * 3], pair[K * K], balance[BAL * BAL], vowel[K]
 * (1 vowel, 0 consonant, 2 neither), order[K] (the kinds sorted by their character),
 * then out_factor, keep_factor, keep_constant. */
typedef struct {
    const double *tile, *pair, *balance, *vowel, *order;
    double out_factor, keep_factor, keep_constant;
    int kinds;
} LeaveModel;

static Py_ssize_t leave_model_size(int kinds) { return (Py_ssize_t)kinds * (3 + kinds + 2) + BAL * BAL + 3; }

static void leave_model_view(LeaveModel *m, const double *buf, int kinds) {
    m->kinds = kinds;
    m->tile = buf;
    m->pair = m->tile + kinds * 3;
    m->balance = m->pair + kinds * kinds;
    m->vowel = m->balance + BAL * BAL;
    m->order = m->vowel + kinds;
    m->out_factor = m->order[kinds];
    m->keep_factor = m->order[kinds + 1];
    m->keep_constant = m->order[kinds + 2];
}

/* The adjustment of every leave of the rack in k->counts (letters) and blanks into
 * k->adj, strides into k->stride; bag > 0: the leave model, else the end-of-game
 * adjustment with unseen the face value of the tiles this player cannot see.
 * -1 (ValueError set) when the rack has too many sub-multisets. */
static int leave_table(Ctx *k, const LeaveModel *m, int blanks, long long bag, long long unseen) {
    int K = m->kinds;
    int kinds[MAXL + 1], have[MAXL + 1], nk = 0;
    long long size = 1;
    for (int i = 0; i < K; i++) {
        int kind = (int)m->order[i];
        if (kind < 0 || kind >= K) {
            PyErr_SetString(PyExc_ValueError, "leave model: kind order out of range");
            return -1;
        }
        int c = kind == K - 1 ? blanks : k->counts[kind];
        k->stride[kind] = 0;
        if (c > 0) {
            kinds[nk] = kind;
            have[nk++] = c;
            size *= c + 1;
            if (size > MAXSUB) {
                PyErr_SetString(PyExc_ValueError, "rack with too many leaves for the compiled best reply");
                return -1;
            }
        }
    }
    int stride = 1;
    k->full_index = 0;
    for (int i = 0; i < nk; i++) {
        k->stride[kinds[i]] = stride;
        k->full_index += have[i] * stride;
        stride *= have[i] + 1;
    }
    k->max_adj = -HUGE_VAL;
    for (int t = 0; t <= MAXN; t++) {
        k->max_adj_kept[t] = -HUGE_VAL;
    }
    for (int idx = 0; idx < (int)size; idx++) {
        int kept[MAXL + 1], rest = idx, tiles = 0;
        for (int i = 0; i < nk; i++) {
            kept[i] = rest % (have[i] + 1);
            rest /= have[i] + 1;
            tiles += kept[i];
        }
        double v;
        if (bag > 0) {
            v = 0.0;
            if (tiles) {
                int vowels = 0, consonants = 0;
                for (int i = 0; i < nk; i++) {
                    for (int c = 1; c <= kept[i]; c++) {
                        v += m->tile[kinds[i] * 3 + (c < 3 ? c : 3) - 1];
                    }
                    double vw = m->vowel[kinds[i]];
                    if (vw == 1.0) {
                        vowels += kept[i];
                    } else if (vw == 0.0) {
                        consonants += kept[i];
                    }
                }
                for (int i = 0; i < nk; i++) {
                    if (!kept[i]) {
                        continue;
                    }
                    for (int j = i + 1; j < nk; j++) {
                        if (kept[j]) {
                            v += m->pair[kinds[i] * K + kinds[j]];
                        }
                    }
                }
                if (vowels < BAL && consonants < BAL) {
                    v += m->balance[vowels * BAL + consonants];
                }
            }
        } else if (!tiles) {
            v = m->out_factor * (double)unseen;
        } else {
            long long face = 0;
            for (int i = 0; i < nk; i++) {
                if (kinds[i] != K - 1) {
                    face += kept[i] * k->vals[kinds[i]];
                }
            }
            v = -(m->keep_factor * (double)face + m->keep_constant);
        }
        k->adj[idx] = v;
        if (idx != k->full_index && v > k->max_adj) {
            k->max_adj = v;
        }
        if (tiles <= MAXN && v > k->max_adj_kept[tiles]) {
            k->max_adj_kept[tiles] = v;
        }
    }
    return 0;
}

/* emit() in best mode: the play BUF[x:y] of score sc against the best so far. */
static void consider_best(Ctx *k, long long sc, int x, int y) {
    double score = (double)sc;
    k->plays++;
    if (score + k->max_adj < k->best_eq) {
        return; /* not even the best leave of all would make it as good */
    }
    int idx = k->full_index;
    for (int i = x; i < y; i++) {
        if (k->BUF[i] != '.') {
            idx -= k->stride[k->PC[i]];
        }
    }
    double eq = score + k->adj[idx];
    if (eq > k->best_eq || (k->found && eq == k->best_eq && k->akey < k->best_key)) {
        k->best_key = k->akey;
        k->best_eq = eq;
        k->best_sc = sc;
        k->best_x = x;
        k->best_y = y;
        k->best_li = k->li;
        k->best_down = k->down;
        k->found = 1;
        memcpy(k->best_buf + x, k->BUF + x, (size_t)(y - x) * sizeof(Py_UCS4));
    }
}

/* Grow *buf (PyMem, *cap items of size bytes; first items when empty) to hold at least
 * need items, doubling; -1 (MemoryError set) when memory runs out. */
static inline int grow_py(void **buf, Py_ssize_t *cap, Py_ssize_t need, size_t size, Py_ssize_t first) {
    if (need <= *cap) {
        return 0;
    }
    Py_ssize_t more = *cap ? *cap : first;
    while (more < need) {
        more *= 2;
    }
    void *bigger = PyMem_Realloc(*buf, (size_t)more * size);
    if (bigger == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    *buf = bigger;
    *cap = more;
    return 0;
}

/* emit() in rank mode: the play BUF[x:y] of score sc, listed as word[0..len) from (row,
 * col) in direction down, recorded with its equity; its object is made by ranked_list. */
static void record_play(Ctx *k, long long sc, int x, int y, int row, int col, int down, const Py_UCS4 *word,
                        int len) {
    if (grow_py((void **)&k->rank, &k->caprank, k->nrank + 1, sizeof(RankedPlay), 1024) < 0 ||
        grow_py((void **)&k->rank_chars, &k->caprank_chars, k->nrank_chars + len, sizeof(Py_UCS4), 8192) < 0) {
        k->error = 1;
        return;
    }
    int idx = k->full_index;
    for (int i = x; i < y; i++) {
        if (k->BUF[i] != '.') {
            idx -= k->stride[k->PC[i]];
        }
    }
    RankedPlay *p = &k->rank[k->nrank++];
    p->eq = (double)sc + k->adj[idx];
    p->sc = sc;
    p->word = k->nrank_chars;
    p->row = (int16_t)row;
    p->col = (int16_t)col;
    p->down = (uint8_t)down;
    p->len = (uint8_t)len;
    memcpy(k->rank_chars + k->nrank_chars, word, (size_t)len * sizeof(Py_UCS4));
    k->nrank_chars += len;
}

typedef struct {
    double eq;
    Py_ssize_t i;
} Ranked;

/* Sort v[0..n) by equity, highest first, keeping the order of equal ones: a bottom-up
 * merge sort between v and tmp (a stable sort with the comparison inlined costs less than
 * qsort's calls); returns the buffer that holds the result. */
static Ranked *sort_by_equity(Ranked *v, Ranked *tmp, Py_ssize_t n) {
    for (Py_ssize_t width = 1; width < n; width *= 2) {
        for (Py_ssize_t lo = 0; lo < n; lo += 2 * width) {
            Py_ssize_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            Py_ssize_t i = lo, j = mid, o = lo;
            while (i < mid && j < hi) {
                tmp[o++] = v[j].eq > v[i].eq ? v[j++] : v[i++];
            }
            while (i < mid) {
                tmp[o++] = v[i++];
            }
            while (j < hi) {
                tmp[o++] = v[j++];
            }
        }
        Ranked *swap = v;
        v = tmp;
        tmp = swap;
    }
    return v;
}

/* The plays recorded in rank mode, highest equity first (ties: generation order, as a
 * stable sort by equity), as (equities, moves): the equities as bytes of native doubles,
 * the moves as a list of move_type tuples. The moves are made here, in the order of the
 * list, so that reading and freeing it walks memory in order. */
static PyObject *ranked_list(Ctx *k) {
    Py_ssize_t n = k->nrank;
    Ranked *order = PyMem_Malloc((size_t)(n ? 2 * n : 1) * sizeof(Ranked));
    if (order == NULL) {
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        order[i].eq = k->rank[i].eq;
        order[i].i = i;
    }
    Ranked *sorted = sort_by_equity(order, order + n, n);
    PyObject *moves = PyList_New(n);
    PyObject *eqs = moves ? PyBytes_FromStringAndSize(NULL, n * (Py_ssize_t)sizeof(double)) : NULL;
    if (eqs != NULL) {
        double *eq = (double *)(void *)PyBytes_AS_STRING(eqs);
        for (Py_ssize_t i = 0; i < n; i++) {
            if (i + 8 < n) { /* the records are read in sorted order: fetch ahead what will be read */
                __builtin_prefetch(&k->rank[sorted[i + 8].i]);
            }
            const RankedPlay *p = &k->rank[sorted[i].i];
            PyObject *move =
                move_object(k->move_type, p->sc, p->row, p->col, p->down, k->rank_chars + p->word, p->len);
            if (move == NULL) {
                Py_CLEAR(eqs);
                break;
            }
            eq[i] = sorted[i].eq;
            PyList_SET_ITEM(moves, i, move);
        }
    }
    PyMem_Free(order);
    if (eqs == NULL) {
        Py_XDECREF(moves);
        return NULL;
    }
    return Py_BuildValue("(NN)", eqs, moves);
}

/* The best play as a move_type tuple (emit()'s, so one-tile plays are canonical), or None. */
static PyObject *best_move_object(Ctx *k) {
    if (!k->found) {
        Py_RETURN_NONE;
    }
    k->best_mode = 0;
    k->floor = LLONG_MIN;
    k->li = k->best_li;
    k->down = k->best_down;
    memcpy(k->BUF + k->best_x, k->best_buf + k->best_x, (size_t)(k->best_y - k->best_x) * sizeof(Py_UCS4));
    k->out = PyList_New(0);
    if (k->out == NULL) {
        return NULL;
    }
    emit(k, k->best_sc, k->best_x, k->best_y);
    if (k->error || PyList_GET_SIZE(k->out) != 1) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_RuntimeError, "best reply: the move could not be built");
        }
        return NULL;
    }
    return Py_NewRef(PyList_GET_ITEM(k->out, 0));
}

#endif /* LEXITILE_ACCEL_PLAYOUT_H */
