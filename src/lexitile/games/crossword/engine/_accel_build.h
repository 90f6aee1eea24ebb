/*
 * The automaton's construction (automaton.Automaton.build), for _accel.c (one
 * translation unit: this file is included there, not compiled apart).
 *
 * The same algorithm as the pure-Python build, step for step, so the arrays come out
 * identical, node numbers included: Daciuk et al.'s incremental minimisation over the
 * sorted words gives the DAWG; each DAWG trie node, as it is finished, yields the key
 * rev(prefix) with (final flag, DAWG node when the prefix has continuations); the keys,
 * in sorted order, give the reversed half the same way. Each half has its own register
 * (a hash table keyed by a node's final flag, SEP target and edges); nodes are numbered
 * in registration order across both halves.
 *
 * Words are stored once, as symbols (letter code + 1) with a 0 before each word, so a
 * key is only the position of its first letter (the prefix's last): reading leftwards
 * from there spells rev(prefix) and stops at the 0 (_accel_keys.h sorts them).
 *
 * The work runs without the interpreter lock; it is taken back every CHECK_EVERY + 1
 * words and once per first letter of the keys, to call the progress callback (the
 * fractions the Python build reports) and to see a pending ctrl+c.
 */
#ifndef LEXITILE_ACCEL_BUILD_H
#define LEXITILE_ACCEL_BUILD_H

#include "_accel_core.h"
#include "_accel_keys.h"

#include <stdlib.h>

/* At most this many letters (Automaton.build refuses more: masks are 64-bit). */
#define BUILD_MAXL 62
/* The Python build reports progress when !(i & CHECK_EVERY) for word i. */
#define CHECK_EVERY 0x3FFF

/* A node under construction: its edges in letter order. */
typedef struct {
    uint8_t final;
    int32_t sep;
    uint64_t mask;
    int nk;
    int32_t kids[BUILD_MAXL];
} BNode;

typedef struct {
    uint32_t hash;
    int32_t id; /* -1: empty */
} BSlot;

/* A finished node, its fields side by side (one cache line to compare with): sepf is
 * (sep + 1) | final << 31. Split into the automaton's arrays at the end. */
typedef struct {
    uint64_t mask;
    int32_t first;
    uint32_t sepf;
} BRec;

enum { BUILD_OK = 0, BUILD_NOMEM, BUILD_PYERR, BUILD_UNSORTED, BUILD_TOO_BIG, BUILD_INTERNAL };

typedef struct {
    /* the result */
    BRec *recs;
    int32_t *arcs;
    size_t nodes, nodes_cap, narcs, arcs_cap;
    /* the register of the half being built */
    BSlot *slots;
    size_t slots_cap, slots_used;
    /* the unfinished path: path[0..top]; psym[d] is the symbol of the edge into path[d + 1] */
    BNode *path;
    size_t top;
    uint8_t *psym, *sym;
    /* the words: buf[off[i] .. off[i] + len[i]) are word i's symbols, buf[off[i] - 1] == 0 */
    uint8_t *buf;
    uint32_t *off, *len;
    size_t nwords, maxlen;
    int nletters;
    BKeys keys[BUILD_MAXL];
    BKey *tmp;
    /* progress */
    PyObject *progress;
    double share;
    PyThreadState *ts;
    int status;
} Builder;

static int grow(void **p, size_t *cap, size_t need, size_t item) {
    if (need <= *cap) {
        return 0;
    }
    size_t cap2 = *cap ? *cap : 1024;
    while (cap2 < need) {
        cap2 += cap2 / 2 + 1;
    }
    if (cap2 > SIZE_MAX / item) {
        return -1;
    }
    void *q = realloc(*p, cap2 * item);
    if (q == NULL) {
        return -1;
    }
    *p = q;
    *cap = cap2;
    return 0;
}

static uint64_t node_hash(const BNode *n) {
    uint64_t h = (uint64_t)n->final * UINT64_C(0x9E3779B97F4A7C15) ^ (uint64_t)(uint32_t)n->sep;
    h = (h ^ n->mask) * UINT64_C(0xBF58476D1CE4E5B9);
    for (int i = 0; i < n->nk; i++) {
        h = (h ^ (uint64_t)(uint32_t)n->kids[i]) * UINT64_C(0x94D049BB133111EB);
        h ^= h >> 29;
    }
    h ^= h >> 32;
    h *= UINT64_C(0xD6E8FEB86659FD93);
    h ^= h >> 32;
    return h;
}

static uint32_t sepf_of(const BNode *n) { return (uint32_t)(n->sep + 1) | (uint32_t)n->final << 31; }

static int same_node(const Builder *b, int32_t id, const BNode *n, uint32_t sepf) {
    const BRec *r = &b->recs[id];
    return r->sepf == sepf && r->mask == n->mask &&
           (n->nk == 0 || memcmp(b->arcs + r->first, n->kids, (size_t)n->nk * sizeof(int32_t)) == 0);
}

static int register_reset(Builder *b, size_t cap) {
    free(b->slots);
    b->slots = malloc(cap * sizeof(BSlot));
    if (b->slots == NULL) {
        return -1;
    }
    memset(b->slots, 0xFF, cap * sizeof(BSlot));
    b->slots_cap = cap;
    b->slots_used = 0;
    return 0;
}

static int register_grow(Builder *b) {
    size_t cap = b->slots_cap * 2;
    BSlot *old = b->slots, *slots = malloc(cap * sizeof(BSlot));
    if (slots == NULL) {
        return -1;
    }
    memset(slots, 0xFF, cap * sizeof(BSlot));
    for (size_t i = 0; i < b->slots_cap; i++) {
        if (old[i].id >= 0) {
            size_t j = old[i].hash & (cap - 1);
            while (slots[j].id >= 0) {
                j = (j + 1) & (cap - 1);
            }
            slots[j] = old[i];
        }
    }
    free(old);
    b->slots = slots;
    b->slots_cap = cap;
    return 0;
}

static int nodes_reserve(Builder *b, size_t need) {
    return grow((void **)&b->recs, &b->nodes_cap, need, sizeof(BRec));
}

/* The id of the node equal to n: a registered one, else n appended to the arrays and
 * registered. -1 on failure (b->status says why). */
static int32_t add_node(Builder *b, const BNode *n) {
    uint32_t h = (uint32_t)node_hash(n), sepf = sepf_of(n);
    size_t j = h & (b->slots_cap - 1);
    while (b->slots[j].id >= 0) {
        if (b->slots[j].hash == h && same_node(b, b->slots[j].id, n, sepf)) {
            return b->slots[j].id;
        }
        j = (j + 1) & (b->slots_cap - 1);
    }
    if (b->nodes >= (size_t)INT32_MAX - 1 || b->narcs + (size_t)n->nk > (size_t)INT32_MAX) {
        b->status = BUILD_TOO_BIG;
        return -1;
    }
    if (nodes_reserve(b, b->nodes + 1) < 0 ||
        grow((void **)&b->arcs, &b->arcs_cap, b->narcs + (size_t)n->nk, sizeof(int32_t)) < 0) {
        b->status = BUILD_NOMEM;
        return -1;
    }
    int32_t id = (int32_t)b->nodes++;
    b->recs[id].mask = n->mask;
    b->recs[id].first = (int32_t)b->narcs;
    b->recs[id].sepf = sepf;
    if (n->nk) { /* arcs is still NULL while only leaves were added */
        memcpy(b->arcs + b->narcs, n->kids, (size_t)n->nk * sizeof(int32_t));
        b->narcs += (size_t)n->nk;
    }
    b->slots[j].hash = h;
    b->slots[j].id = id;
    if (++b->slots_used * 2 > b->slots_cap && register_grow(b) < 0) {
        b->status = BUILD_NOMEM;
        return -1;
    }
    return id;
}

static void node_clear(BNode *n) {
    n->final = 0;
    n->sep = -1;
    n->mask = 0;
    n->nk = 0;
}

/* Hang child id under parent by letter code c; letters must come in increasing order. */
static int add_edge(Builder *b, BNode *parent, int c, int32_t id) {
    if (parent->mask >> c) {
        b->status = BUILD_INTERNAL;
        return -1;
    }
    parent->mask |= UINT64_C(1) << c;
    parent->kids[parent->nk++] = id;
    return 0;
}

/* With the interpreter lock held for a moment: a pending signal's handler (ctrl+c), then
 * progress(fraction). -1 when either raised. */
static int checkpoint(Builder *b, double fraction) {
    PyEval_RestoreThread(b->ts);
    int bad = PyErr_CheckSignals() < 0;
    if (!bad && b->progress != NULL) {
        PyObject *f = PyFloat_FromDouble(fraction);
        PyObject *r = f ? PyObject_CallOneArg(b->progress, f) : NULL;
        Py_XDECREF(f);
        bad = r == NULL;
        Py_XDECREF(r);
    }
    b->ts = PyEval_SaveThread();
    if (bad) {
        b->status = BUILD_PYERR;
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------------ the DAWG */

/* Finish the path's nodes below depth, prev being the last word; each yields a key. */
static int finish_dawg(Builder *b, const uint8_t *prev, size_t depth) {
    while (b->top > depth) {
        size_t d = b->top;
        const BNode *node = &b->path[d];
        int32_t id = add_node(b, node);
        if (id < 0) {
            return -1;
        }
        uint32_t value = node->nk ? ((uint32_t)(id + 1) << 1 | node->final) : node->final;
        b->top--;
        int c = prev[d - 1] - 1;
        if (add_edge(b, &b->path[b->top], c, id) < 0) {
            return -1;
        }
        BKeys *keys = &b->keys[c];
        if (grow((void **)&keys->v, &keys->cap, keys->n + 1, sizeof(BKey)) < 0) {
            b->status = BUILD_NOMEM;
            return -1;
        }
        size_t end = (size_t)(prev - b->buf) + d - 1;
        uint64_t packed = 0;
        const uint8_t *p = b->buf + end - 1;
        for (int k = 0; k < KEY_SYMS; k++) {
            uint64_t s = *p;
            packed = packed << 6 | s;
            if (s) {
                p--;
            }
        }
        BKey *key = &keys->v[keys->n++];
        key->packed = packed;
        key->end = (uint32_t)end;
        key->value = value;
    }
    return 0;
}

static int build_dawg(Builder *b, int32_t *root) {
    const uint8_t *prev = b->buf;
    size_t prev_len = 0;
    b->top = 0;
    node_clear(&b->path[0]);
    for (size_t i = 0; i < b->nwords; i++) {
        if (!(i & CHECK_EVERY) && checkpoint(b, b->share * (double)i / (double)b->nwords) < 0) {
            return -1;
        }
        const uint8_t *w = b->buf + b->off[i];
        size_t wl = b->len[i], n = wl < prev_len ? wl : prev_len, lcp = 0;
        while (lcp < n && prev[lcp] == w[lcp]) {
            lcp++;
        }
        if (lcp == wl || (lcp < prev_len && w[lcp] < prev[lcp])) {
            b->status = BUILD_UNSORTED;
            return -1;
        }
        if (finish_dawg(b, prev, lcp) < 0) {
            return -1;
        }
        while (b->top < wl) {
            node_clear(&b->path[++b->top]);
        }
        b->path[b->top].final = 1;
        prev = w;
        prev_len = wl;
    }
    if (finish_dawg(b, prev, 0) < 0) {
        return -1;
    }
    *root = add_node(b, &b->path[0]);
    return *root < 0 ? -1 : 0;
}

/* ------------------------------------------------------------------ the reversed half */

/* The symbols of key k (first letter code c) into out; its length. */
static size_t key_symbols(const Builder *b, const BKey *k, int c, uint8_t *out) {
    size_t n = 0;
    out[n++] = (uint8_t)(c + 1);
    for (int i = KEY_SYMS - 1; i >= 0; i--) {
        uint8_t s = (uint8_t)((k->packed >> (6 * i)) & 63);
        if (!s) {
            return n;
        }
        out[n++] = s;
    }
    for (const uint8_t *p = b->buf + k->end - (KEY_SYMS + 1); *p; p--) {
        out[n++] = *p;
    }
    return n;
}

static int finish_rev(Builder *b, size_t depth) {
    while (b->top > depth) {
        size_t d = b->top;
        int32_t id = add_node(b, &b->path[d]);
        if (id < 0) {
            return -1;
        }
        b->top--;
        if (add_edge(b, &b->path[b->top], b->psym[d - 1] - 1, id) < 0) {
            return -1;
        }
    }
    return 0;
}

static int build_reversed(Builder *b, int32_t *root) {
    size_t total = 0, done = 0, biggest = 0, prev_len = 0;
    for (int c = 0; c < b->nletters; c++) {
        total += b->keys[c].n;
        biggest = b->keys[c].n > biggest ? b->keys[c].n : biggest;
    }
    b->tmp = malloc((biggest ? biggest : 1) * sizeof(BKey));
    if (b->tmp == NULL || register_reset(b, (size_t)1 << 16) < 0) {
        b->status = BUILD_NOMEM;
        return -1;
    }
    double whole = total ? (double)total : 1.0;
    b->top = 0;
    node_clear(&b->path[0]);
    for (int c = 0; c < b->nletters; c++) {
        double f = (double)done / whole;
        if (checkpoint(b, b->share + (1.0 - b->share) * (f < 1.0 ? f : 1.0)) < 0) {
            return -1;
        }
        BKeys *keys = &b->keys[c];
        done += keys->n;
        sort_keys(b->buf, keys->v, keys->n, b->tmp);
        for (size_t i = 0; i < keys->n; i++) {
            size_t tl = key_symbols(b, &keys->v[i], c, b->sym);
            size_t n = tl < prev_len ? tl : prev_len, lcp = 0;
            while (lcp < n && b->psym[lcp] == b->sym[lcp]) {
                lcp++;
            }
            if (lcp == tl || (lcp < prev_len && b->sym[lcp] < b->psym[lcp])) {
                b->status = BUILD_INTERNAL;
                return -1;
            }
            if (finish_rev(b, lcp) < 0) {
                return -1;
            }
            while (b->top < tl) {
                node_clear(&b->path[++b->top]);
            }
            memcpy(b->psym + lcp, b->sym + lcp, tl - lcp);
            BNode *node = &b->path[b->top];
            node->final = (uint8_t)(keys->v[i].value & 1);
            node->sep = (int32_t)(keys->v[i].value >> 1) - 1;
            prev_len = tl;
        }
        free(keys->v);
        keys->v = NULL;
        keys->n = keys->cap = 0;
    }
    if (finish_rev(b, 0) < 0) {
        return -1;
    }
    *root = add_node(b, &b->path[0]);
    return *root < 0 ? -1 : 0;
}

/* ------------------------------------------------------------------ the Python function */

/* The words as symbols into b (interpreter lock held). -1 with an exception set. */
static int read_words(Builder *b, PyObject *words, PyObject *alphabet) {
    if (!PyList_Check(words) || !PyUnicode_Check(alphabet)) {
        PyErr_SetString(PyExc_TypeError, "build_automaton: words must be a list, alphabet a str");
        return -1;
    }
    Py_ssize_t na = PyUnicode_GET_LENGTH(alphabet);
    if (na < 1 || na > BUILD_MAXL) {
        PyErr_Format(PyExc_ValueError, "build_automaton: %zd letters; 1 to %d are supported", na, BUILD_MAXL);
        return -1;
    }
    Py_UCS4 letters[BUILD_MAXL];
    uint8_t low[256] = {0};
    for (Py_ssize_t i = 0; i < na; i++) {
        letters[i] = PyUnicode_READ_CHAR(alphabet, i);
        if (i > 0 && letters[i] <= letters[i - 1]) {
            PyErr_SetString(PyExc_ValueError, "build_automaton: the alphabet must be sorted, each letter once");
            return -1;
        }
        if (letters[i] < 256) {
            low[letters[i]] = (uint8_t)(i + 1);
        }
    }
    b->nletters = (int)na;
    Py_ssize_t nw = PyList_GET_SIZE(words);
    size_t total = 1;
    for (Py_ssize_t i = 0; i < nw; i++) {
        PyObject *w = PyList_GET_ITEM(words, i);
        if (!PyUnicode_Check(w)) {
            PyErr_SetString(PyExc_TypeError, "build_automaton: every word must be a str");
            return -1;
        }
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(w) < 0) {
            return -1;
        }
#endif
        Py_ssize_t n = PyUnicode_GET_LENGTH(w);
        if (n < 1) {
            PyErr_SetString(PyExc_ValueError, "build_automaton: an empty word");
            return -1;
        }
        total += (size_t)n + 1;
        b->maxlen = (size_t)n > b->maxlen ? (size_t)n : b->maxlen;
    }
    if (nw < 1 || total > UINT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "build_automaton: no words, or over 4 GB of letters");
        return -1;
    }
    b->nwords = (size_t)nw;
    b->buf = malloc(total);
    b->off = malloc((size_t)nw * sizeof(uint32_t));
    b->len = malloc((size_t)nw * sizeof(uint32_t));
    b->path = malloc((b->maxlen + 1) * sizeof(BNode));
    b->psym = malloc(b->maxlen + 1);
    b->sym = malloc(b->maxlen + 1);
    if (!b->buf || !b->off || !b->len || !b->path || !b->psym || !b->sym) {
        PyErr_NoMemory();
        return -1;
    }
    size_t pos = 0;
    b->buf[pos++] = 0;
    for (Py_ssize_t i = 0; i < nw; i++) {
        PyObject *w = PyList_GET_ITEM(words, i);
        Py_ssize_t n = PyUnicode_GET_LENGTH(w);
        int kind = PyUnicode_KIND(w);
        const void *data = PyUnicode_DATA(w);
        b->off[i] = (uint32_t)pos;
        b->len[i] = (uint32_t)n;
        for (Py_ssize_t j = 0; j < n; j++) {
            Py_UCS4 ch = PyUnicode_READ(kind, data, j);
            uint8_t s = 0;
            if (ch < 256) {
                s = low[ch];
            } else {
                Py_ssize_t lo = 0, hi = na;
                while (lo < hi) {
                    Py_ssize_t mid = (lo + hi) / 2;
                    if (letters[mid] < ch) {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                s = lo < na && letters[lo] == ch ? (uint8_t)(lo + 1) : 0;
            }
            if (!s) {
                PyErr_Format(PyExc_ValueError, "build_automaton: word %zd has a letter not in the alphabet", i);
                return -1;
            }
            b->buf[pos++] = s;
        }
        b->buf[pos++] = 0;
    }
    return 0;
}

static void builder_free(Builder *b) {
    free(b->recs);
    free(b->arcs);
    free(b->slots);
    free(b->path);
    free(b->psym);
    free(b->sym);
    free(b->buf);
    free(b->off);
    free(b->len);
    free(b->tmp);
    for (int c = 0; c < BUILD_MAXL; c++) {
        free(b->keys[c].v);
    }
}

/* The result tuple: the arrays as bytes, the roots, the DAWG's node count. */
static PyObject *result_of(const Builder *b, int32_t dawg_root, int32_t gaddag_root, size_t dawg_nodes) {
    Py_ssize_t n = (Py_ssize_t)b->nodes;
    PyObject *mask = PyBytes_FromStringAndSize(NULL, n * 8);
    PyObject *first = PyBytes_FromStringAndSize(NULL, n * 4);
    PyObject *arcs = PyBytes_FromStringAndSize((const char *)b->arcs, (Py_ssize_t)b->narcs * 4);
    PyObject *final = PyBytes_FromStringAndSize(NULL, n);
    PyObject *sep = PyBytes_FromStringAndSize(NULL, n * 4);
    if (!mask || !first || !arcs || !final || !sep) {
        Py_XDECREF(mask);
        Py_XDECREF(first);
        Py_XDECREF(arcs);
        Py_XDECREF(final);
        Py_XDECREF(sep);
        return NULL;
    }
    uint64_t *m = (uint64_t *)PyBytes_AS_STRING(mask);
    int32_t *f = (int32_t *)PyBytes_AS_STRING(first), *s = (int32_t *)PyBytes_AS_STRING(sep);
    uint8_t *fin = (uint8_t *)PyBytes_AS_STRING(final);
    for (Py_ssize_t i = 0; i < n; i++) {
        const BRec *r = &b->recs[i];
        m[i] = r->mask;
        f[i] = r->first;
        s[i] = (int32_t)(r->sepf & 0x7FFFFFFF) - 1;
        fin[i] = (uint8_t)(r->sepf >> 31);
    }
    return Py_BuildValue("(NNNNNnnn)", mask, first, arcs, final, sep, (Py_ssize_t)dawg_root, (Py_ssize_t)gaddag_root,
                         (Py_ssize_t)dawg_nodes);
}

PyDoc_STRVAR(build_automaton_doc,
             "build_automaton(words, alphabet, forward_share, progress, /)\n"
             "    -> (mask, first, arcs, final, sep, dawg_root, gaddag_root, dawg_nodes)\n\n"
             "Automaton.build's construction: words is the list it builds from (strictly increasing,\n"
             "no empty word), alphabet its sorted letters (1 to 62); the arrays come back as bytes\n"
             "(mask: uint64, first/arcs/sep: int32, final: uint8, native order), equal to the\n"
             "pure-Python build's. progress: None or called with the fraction done, as the Python\n"
             "build calls it (the forward half is the first forward_share of it).\n"
             "Raises ValueError for unsorted words or letters outside the alphabet.\n"
             "Use through lexitile.games.crossword.engine.accel.build_arrays.");

static PyObject *build_automaton(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *words, *alphabet, *progress;
    double share;
    if (!PyArg_ParseTuple(args, "OOdO:build_automaton", &words, &alphabet, &share, &progress)) {
        return NULL;
    }
    if (progress != Py_None && !PyCallable_Check(progress)) {
        PyErr_SetString(PyExc_TypeError, "build_automaton: progress must be None or callable");
        return NULL;
    }
    Builder *b = calloc(1, sizeof(Builder));
    if (b == NULL) {
        return PyErr_NoMemory();
    }
    PyObject *result = NULL;
    int32_t dawg_root = -1, gaddag_root = -1;
    size_t dawg_nodes = 0;
    b->progress = progress == Py_None ? NULL : progress;
    b->share = share;
    if (read_words(b, words, alphabet) < 0) {
        goto done;
    }
    b->ts = PyEval_SaveThread();
    if (register_reset(b, (size_t)1 << 16) < 0) {
        b->status = BUILD_NOMEM;
    } else if (build_dawg(b, &dawg_root) == 0) {
        dawg_nodes = b->nodes;
        build_reversed(b, &gaddag_root);
    }
    PyEval_RestoreThread(b->ts);
    if (b->status == BUILD_OK && b->progress != NULL) {
        PyObject *r = PyObject_CallFunction(b->progress, "d", 1.0);
        if (r == NULL) {
            goto done;
        }
        Py_DECREF(r);
    }
    switch (b->status) {
    case BUILD_OK:
        result = result_of(b, dawg_root, gaddag_root, dawg_nodes);
        break;
    case BUILD_NOMEM:
        PyErr_NoMemory();
        break;
    case BUILD_UNSORTED:
        PyErr_SetString(PyExc_ValueError, "build_automaton: the words must be strictly increasing");
        break;
    case BUILD_TOO_BIG:
        PyErr_SetString(PyExc_ValueError, "build_automaton: over 2**31 nodes or edges");
        break;
    case BUILD_INTERNAL:
        PyErr_SetString(PyExc_RuntimeError, "build_automaton: keys out of order (a bug)");
        break;
    default: /* BUILD_PYERR: the exception is set */
        break;
    }

done:
    builder_free(b);
    free(b);
    return result;
}

#endif
