/*
 * The reversed-half keys of the automaton builder (_accel_build.h) and their sort.
 *
 * A key is rev(prefix) of a DAWG trie node. The words are stored once, as symbols
 * (letter code + 1) with a 0 before each word, so a key is the position `end` of its
 * first letter (the prefix's last) in that buffer: reading leftwards from there spells
 * rev(prefix) and stops at the 0. The KEY_SYMS symbols after the first are packed into
 * 60 bits, 6 bits each, the earliest highest, 0 after the end, so that their numeric
 * order is the keys' order (a shorter key first, as in Python's string order). The keys
 * of one first letter are radix-sorted on those bits; keys equal there are ordered by
 * reading on in the buffer.
 */
#ifndef LEXITILE_ACCEL_KEYS_H
#define LEXITILE_ACCEL_KEYS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Reversed-key symbols, after the first, packed into BKey.packed (6 bits each). */
#define KEY_SYMS 10
/* Radix digits of BKey.packed: 6 passes of 10 bits cover its 60. */
#define RADIX_BITS 10
#define RADIX_PASSES 6

/* A reversed-half key: where its first letter is in the word buffer, its next symbols,
 * and value = (DAWG node + 1) << 1 | final when the prefix has continuations, else final. */
typedef struct {
    uint64_t packed;
    uint32_t end;
    uint32_t value;
} BKey;

typedef struct {
    BKey *v;
    size_t n, cap;
} BKeys;

/* Order of two keys equal in their first KEY_SYMS + 1 symbols: read on leftwards. */
static int tail_cmp(const uint8_t *buf, const BKey *x, const BKey *y) {
    if (!(x->packed & 63)) {
        return 0; /* both ended within the packed symbols: the same key */
    }
    const uint8_t *p = buf + x->end - (KEY_SYMS + 1), *q = buf + y->end - (KEY_SYMS + 1);
    for (;;) {
        if (*p != *q) {
            return *p < *q ? -1 : 1;
        }
        if (!*p) {
            return 0;
        }
        p--;
        q--;
    }
}

static void tail_sort(const uint8_t *buf, BKey *a, size_t n, BKey *tmp) {
    if (n <= 24) {
        for (size_t i = 1; i < n; i++) {
            BKey k = a[i];
            size_t j = i;
            while (j > 0 && tail_cmp(buf, &k, &a[j - 1]) < 0) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = k;
        }
        return;
    }
    size_t h = n / 2;
    tail_sort(buf, a, h, tmp);
    tail_sort(buf, a + h, n - h, tmp);
    size_t i = 0, j = h, o = 0;
    while (i < h && j < n) {
        tmp[o++] = tail_cmp(buf, &a[j], &a[i]) < 0 ? a[j++] : a[i++];
    }
    while (i < h) {
        tmp[o++] = a[i++];
    }
    memcpy(a, tmp, o * sizeof(BKey)); /* a[j..n) is in place already */
}

/* Sort keys (all with the same first letter) in the order of their symbols. */
static void sort_keys(const uint8_t *buf, BKey *a, size_t n, BKey *tmp) {
    static const size_t radix = (size_t)1 << RADIX_BITS;
    size_t count[(size_t)1 << RADIX_BITS];
    for (int pass = 0; pass < RADIX_PASSES; pass++) {
        int shift = pass * RADIX_BITS;
        memset(count, 0, sizeof(count));
        for (size_t i = 0; i < n; i++) {
            count[(a[i].packed >> shift) & (radix - 1)]++;
        }
        if (n == 0 || count[(a[0].packed >> shift) & (radix - 1)] == n) {
            continue; /* one digit for all: nothing moves */
        }
        size_t sum = 0;
        for (size_t d = 0; d < radix; d++) {
            size_t c = count[d];
            count[d] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++) {
            tmp[count[(a[i].packed >> shift) & (radix - 1)]++] = a[i];
        }
        memcpy(a, tmp, n * sizeof(BKey));
    }
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && a[j].packed == a[i].packed) {
            j++;
        }
        if (j - i > 1) {
            tail_sort(buf, a + i, j - i, tmp);
        }
        i = j;
    }
}

#endif
