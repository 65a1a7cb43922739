#include "vec.h"

void vec_grow_(Arena *a, void **data, int *cap, int need, size_t elem)
{
    if (need <= *cap)
        return;
    int ncap = *cap ? *cap * 2 : 8;
    while (ncap < need)
        ncap *= 2;
    *data = arena_realloc(a, *data, (size_t)*cap * elem, (size_t)ncap * elem);
    *cap = ncap;
}
