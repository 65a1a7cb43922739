/* The intrinsic table's rows by name, for intrinsic_lookup: an open-
 * addressed hash of each name's first row, and each row's next row of the
 * same name, so a look-up reads the rows of its name only, in table order,
 * as a scan of the whole table would. tools/gen_intrinsic_index.c computes
 * both arrays on the build machine (the table is constant), so no process
 * builds them: that was 40k instructions of a small compile's process. */
#ifndef PRISM_INTRINSIC_INDEX_H
#define PRISM_INTRINSIC_INDEX_H
#include <stdint.h>

enum { INTRINSIC_INDEX_CAP = 1024 }; /* a power of 2, over twice the names */

/* FNV-1a: the generator and the look-up must agree on it. */
static inline uint32_t intrinsic_name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

#endif
