/* What the parts of gen_hlsl share (gen_hlsl.c: the core; gen_hlsl_wide.c:
 * the table's intrinsics at every width, matrices of every shape, structs
 * with base structs in buffers, early returns before barriers). */
#ifndef GEN_HLSL_H
#define GEN_HLSL_H
#include <stdint.h>
#include <stdio.h>
#include "gen_lang.h"

enum Kind { K_INT, K_UINT, K_FLOAT, K_BOOL };

typedef struct Ty {
    enum Kind k;
    int n; /* 1: scalar, 2-4: vector */
} Ty;

enum { MAX_VARS = 256, MAX_FUNCS = 8 };

typedef struct Var {
    char name[16];
    Ty t;
    int array;    /* > 0: an array of that many elements */
    int readonly; /* loop counters and in parameters of main */
} Var;

typedef struct Func {
    char name[8];
    Ty ret, param; /* f(in P a, inout P b, out P c) returns R */
} Func;

typedef struct Gen {
    uint64_t rng;
    int size;
    int indent;
    int loop_depth, switch_depth, depth;
    int nvars, nfuncs, next_id;
    int in_main;
    int wide;               /* widths beyond 32 bits: 0 none, 1 16-bit, 2 16- and 64-bit */
    int barrier_loop_depth; /* loop_depth of the innermost barrier loop: no break or
                               continue may leave it (its barriers must stay uniform) */
    int nstructs;           /* wide_declarations' structs S0.. and their buffers */
    int pixel;              /* a pixel shader (gen_hlsl_pixel.c), not a compute one */
    int mrt;                /* ... returning a struct of two render targets */
    Var vars[MAX_VARS];
    Func funcs[MAX_FUNCS];
    Lang lang; /* templates, namespaces, operators, inheritance (gen_lang.c) */
    FILE *out;
} Gen;

/* randomness and output (gen_hlsl.c) */
int below(Gen *g, int n);
int chance(Gen *g, int percent);
void out(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void line(Gen *g);
/* t's HLSL name (int, uint3, ...) in buf (16 bytes); TN(t) in a fresh one */
const char *tyname(Ty t, char *buf);
#define TN(t) tyname((t), (char[16]){0})
/* expressions and statements of the core's types: int, uint, float, bool,
 * scalars and vectors (gen_hlsl.c) */
void expr(Gen *g, Ty t, int depth);
void scalar_of(Gen *g, enum Kind k, int depth);
void condition(Gen *g, int depth);
void block(Gen *g, int nstmts);
void accumulate(Gen *g);
Var *add_var(Gen *g, Ty t, int array, const char *prefix);
/* gen_hlsl_intrinsics.c: a wave or quad operation, or a free intrinsic, of
 * type t */
void wave_op(Gen *g, Ty t, int depth);
void intrinsic(Gen *g, Ty t, int depth);

/* gen_hlsl_wide.c */
/* Picks the widths the shader uses (32 bits; or 16 too; or 64 too) and
 * writes its ARGS and TARGETS header lines and its declarations: structs
 * with base structs and the buffers of every kind that hold them. */
void wide_header(Gen *g);
void wide_declarations(Gen *g);
/* One statement of the part's own kinds (a table intrinsic at a width, a
 * matrix workout, a struct through a buffer, an early return). */
void wide_statement(Gen *g);
/* A top-level loop of barriers with a uniform trip count, or nothing. */
void barrier_loop(Gen *g);

/* gen_hlsl_pixel.c: pixel shaders, textures and derivatives; typed
 * resources (RW textures, Buffer, RWBuffer) in both stages */
void pixel_declarations(Gen *g);
void pixel_main_head(Gen *g);     /* main's signature and locals dtid, gi */
void pixel_return(Gen *g);        /* `return X;` of main's type */
int resource_leaf(Gen *g, Ty t, int depth); /* a value of t from them, or 0 */
void resource_statement(Gen *g);
void pixel_top_statement(Gen *g); /* samples and derivatives at the top level */
void pixel_loop(Gen *g);          /* the same in a loop with a uniform trip count */

#endif
