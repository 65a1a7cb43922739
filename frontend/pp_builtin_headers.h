/* The HLSL headers Prism carries (include/hlsl/, made into a C table by
 * the Makefile): #include finds them by name when no file in the including
 * file's folder or an -I folder has that name, so `#include <vk/spirv.h>`
 * works with no -I, as with DXC. */
#ifndef PRISM_PP_BUILTIN_HEADERS_H
#define PRISM_PP_BUILTIN_HEADERS_H

typedef struct PpBuiltinHeader {
    const char *name; /* "vk/spirv.h" */
    const char *text;
} PpBuiltinHeader;

/* Ends with {NULL, NULL}. */
extern const PpBuiltinHeader pp_builtin_headers[];

#endif
