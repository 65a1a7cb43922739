/* "Did you mean ...?": the nearest of a set of names to a misspelled one,
 * by edit distance (suggest.c). Clang's rule: a candidate counts when its
 * distance is at most a third of the name's length, rounded up
 * ((len + 2) / 3); the nearest wins, the first of equals. */
#ifndef PRISM_SUGGEST_H
#define PRISM_SUGGEST_H
#include <stdbool.h>

typedef struct Suggest {
    const char *name;    /* what was written */
    bool fold_case;      /* semantics and attributes: case is no difference */
    const char *best;    /* the nearest so far, or NULL */
    int dist;
} Suggest;

void suggest_init(Suggest *sg, const char *name, bool fold_case);
/* Considers one candidate (NULL, the name itself and "$"-names are skipped). */
void suggest_add(Suggest *sg, const char *cand);
/* The edit distance of a and b: insertions, deletions, replacements and
 * swaps of neighbours (lenght -> length is one), at most limit + 1. */
int suggest_distance(const char *a, const char *b, bool fold_case, int limit);

#endif
