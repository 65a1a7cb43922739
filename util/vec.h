/* Growable arrays in an arena: VEC(T) is an anonymous struct {data, len, cap}.
 * Growth doubles; the old block stays in the arena (freed with it). */
#ifndef PRISM_VEC_H
#define PRISM_VEC_H
#include "arena.h"

#define VEC(T) struct { T *data; int len, cap; }

void vec_grow_(Arena *a, void **data, int *cap, int need, size_t elem);

#define vec_reserve(a, v, n) vec_grow_((a), (void **)&(v)->data, &(v)->cap, (n), sizeof(*(v)->data))
#define vec_push(a, v, x) (vec_reserve((a), (v), (v)->len + 1), (v)->data[(v)->len++] = (x))
#define vec_last(v) ((v)->data[(v)->len - 1])
#define vec_pop(v) ((v)->data[--(v)->len])

typedef VEC(void *) PtrVec;

#endif
