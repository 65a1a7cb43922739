/* gen_lang: the HLSL 2021 language part of tests/fuzz/gen_hlsl's shaders:
 * namespaces (nested, aliased, using namespace), function templates
 * (deduced and explicit arguments, non-type parameters, defaults), struct
 * templates with a specialisation, structs with operators ([] and () too),
 * struct inheritance (base methods, Base::f, casts to the base, static
 * members), enum classes, bit-fields, sizeof, and resources as values
 * (structs of buffers and textures with methods and a base, a struct
 * template over RWStructuredBuffer<T>, resource parameters, a returned
 * texture, resource locals, a static resource). lang_decls writes them and a
 * few wrapper functions "K Ln(K x)" that use them; gen_hlsl calls the
 * wrappers from its expressions (K: int, uint or float). */
#ifndef GEN_LANG_H
#define GEN_LANG_H
#include <stdint.h>
#include <stdio.h>

enum { LANG_MAX_FNS = 6 };

typedef struct LangFn {
    char name[16];
    int kind; /* gen_hlsl's Kind: 0 int, 1 uint, 2 float; argument and result */
} LangFn;

typedef struct Lang {
    uint64_t rng;
    FILE *out;
    unsigned features; /* the LF_ bits of what lang_decls declared */
    int nfns;
    LangFn fns[LANG_MAX_FNS];
} Lang;

/* Declarations and wrappers, from seed (size 1-5 scales how many). */
void lang_decls(Lang *l, FILE *out, uint64_t seed, int size);

#endif
