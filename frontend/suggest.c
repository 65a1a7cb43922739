/* The nearest-name search of "did you mean ...?" (suggest.h). The distance
 * is optimal string alignment (Damerau-Levenshtein with adjacent swaps), in
 * three rows, cut off at the limit: names are short, candidates many. */
#include "suggest.h"
#include <ctype.h>
#include <string.h>

enum { SUGGEST_MAX_LEN = 64 };

static bool same(char a, char b, bool fold)
{
    return fold ? tolower((unsigned char)a) == tolower((unsigned char)b) : a == b;
}

int suggest_distance(const char *a, const char *b, bool fold_case, int limit)
{
    int n = (int)strlen(a), m = (int)strlen(b);
    if (n > SUGGEST_MAX_LEN || m > SUGGEST_MAX_LEN || (n > m ? n - m : m - n) > limit)
        return limit + 1;
    int rows[3][SUGGEST_MAX_LEN + 1];
    int *pp = rows[0], *prev = rows[1], *cur = rows[2];
    for (int j = 0; j <= m; j++)
        prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        int row_min = cur[0];
        for (int j = 1; j <= m; j++) {
            int cost = same(a[i - 1], b[j - 1], fold_case) ? 0 : 1;
            int d = prev[j - 1] + cost;
            if (prev[j] + 1 < d)
                d = prev[j] + 1;
            if (cur[j - 1] + 1 < d)
                d = cur[j - 1] + 1;
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2], fold_case) && same(a[i - 2], b[j - 1], fold_case) &&
                pp[j - 2] + 1 < d)
                d = pp[j - 2] + 1; /* neighbours swapped */
            cur[j] = d;
            if (d < row_min)
                row_min = d;
        }
        if (row_min > limit)
            return limit + 1;
        int *t = pp;
        pp = prev;
        prev = cur;
        cur = t;
    }
    return prev[m];
}

void suggest_init(Suggest *sg, const char *name, bool fold_case)
{
    sg->name = name;
    sg->fold_case = fold_case;
    sg->best = NULL;
    sg->dist = (int)(strlen(name) + 2) / 3 + 1; /* first beyond the limit */
}

void suggest_add(Suggest *sg, const char *cand)
{
    if (!cand || !*cand || strchr(cand, '$') || !sg->name || !strcmp(cand, sg->name))
        return;
    int d = suggest_distance(sg->name, cand, sg->fold_case, sg->dist - 1);
    if (d < sg->dist && d > 0) {
        sg->best = cand;
        sg->dist = d;
    }
}
