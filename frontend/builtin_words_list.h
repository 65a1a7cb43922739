/* The built-in words' lists (builtin_words.h), read by the generator
 * tools/gen_builtin_words.c only: the table it writes is what the compiler
 * links. */
#ifndef PRISM_BUILTIN_WORDS_LIST_H
#define PRISM_BUILTIN_WORDS_LIST_H
#include <string.h>
#include "builtin_words.h"
#include "pp_internal.h"

/* HLSL's built-in type names: scalars with their vector and matrix forms,
 * and the object types. */
static const char *const scalars[] = {
    "bool", "int", "uint", "dword", "half", "float", "double", "min16float", "min10float",
    "min16int", "min12int", "min16uint", "int16_t", "uint16_t", "int32_t", "uint32_t",
    "int64_t", "uint64_t", "float16_t", "float32_t", "float64_t",
};
static const char *const objects[] = {
    "vector", "matrix", "void", "string",
    "uint8_t4_packed", "int8_t4_packed", /* SM 6.6: uint (sema_type.c) */
    "Buffer", "RWBuffer", "StructuredBuffer", "RWStructuredBuffer",
    "AppendStructuredBuffer", "ConsumeStructuredBuffer", "ByteAddressBuffer",
    "RWByteAddressBuffer", "ConstantBuffer", "TextureBuffer",
    "RasterizerOrderedBuffer", "RasterizerOrderedStructuredBuffer",
    "RasterizerOrderedByteAddressBuffer",
    "Texture1D", "Texture1DArray", "Texture2D", "Texture2DArray", "Texture3D",
    "TextureCube", "TextureCubeArray", "Texture2DMS", "Texture2DMSArray",
    "RWTexture1D", "RWTexture1DArray", "RWTexture2D", "RWTexture2DArray", "RWTexture3D",
    "RasterizerOrderedTexture1D", "RasterizerOrderedTexture1DArray",
    "RasterizerOrderedTexture2D", "RasterizerOrderedTexture2DArray",
    "RasterizerOrderedTexture3D",
    "SamplerState", "SamplerComparisonState", "sampler", "texture",
    "InputPatch", "OutputPatch", "PointStream", "LineStream", "TriangleStream",
    "RaytracingAccelerationStructure", "RayDesc", "BuiltInTriangleIntersectionAttributes",
    "RayQuery", "FeedbackTexture2D", "FeedbackTexture2DArray",
    "vk::BufferPointer", /* sema_vk_pointer.c */
    "SubpassInput", "SubpassInputMS", /* Vulkan input attachments (lower_vk.c) */
    /* inline SPIR-V's built-in templates (sema_spirv_types.c) */
    "vk::SpirvType", "vk::SpirvOpaqueType", "vk::Literal", "vk::integral_constant", "vk::ext_type",
    "vk::ext_result_id",
    /* Vulkan's combined image samplers (HLSL proposal 0034) */
    "vk::SampledTexture1D", "vk::SampledTexture1DArray", "vk::SampledTexture2D", "vk::SampledTexture2DArray",
    "vk::SampledTexture2DMS", "vk::SampledTexture2DMSArray", "vk::SampledTexture3D", "vk::SampledTextureCUBE",
    "vk::SampledTextureCUBEArray",
};

static const struct { const char *name; Directive d; } directives[] = {
    {"define", DIR_DEFINE}, {"undef", DIR_UNDEF}, {"include", DIR_INCLUDE}, {"if", DIR_IF},
    {"ifdef", DIR_IFDEF}, {"ifndef", DIR_IFNDEF}, {"elif", DIR_ELIF}, {"else", DIR_ELSE},
    {"endif", DIR_ENDIF}, {"line", DIR_LINE}, {"error", DIR_ERROR}, {"warning", DIR_WARNING},
    {"pragma", DIR_PRAGMA},
};

/* C++'s words that HLSL reserves and does not use (DXC: "'new' is a
 * reserved keyword in HLSL"). */
static const char *const reserved[] = {
    "auto", "catch", "char", "const_cast", "delete", "dynamic_cast", "explicit", "friend", "goto",
    "long", "mutable", "new", "private", "protected", "public", "reinterpret_cast", "short", "signed",
    "static_cast", "throw", "try", "union", "virtual",
};

/* Words the preprocessor names (pp.c's pp_new): in the base, so their
 * interning is a look-up. */
static const char *const pp_words[] = {"defined", "__VA_ARGS__", "once", "1", "0", "__LINE__", "__FILE__"};

/* The predefined macros' names, tagged with their ids (pp.c makes each
 * on its first look-up). */
#define PP_PREDEFINED_WORD(id, name) {name, (uint32_t)id << WORD_PREDEFINED_SHIFT},
static const InternWord predefined_words[] = {PP_PREDEFINED_NAMES(PP_PREDEFINED_WORD)};
#undef PP_PREDEFINED_WORD

enum {
    NSCALAR = sizeof scalars / sizeof scalars[0],
    NOBJECT = sizeof objects / sizeof objects[0],
    NTYPE = NSCALAR * 21 + NOBJECT, /* each scalar: itself, 4 vectors, 16 matrices */
    NDIRECTIVE = sizeof directives / sizeof directives[0],
    NPP = sizeof pp_words / sizeof pp_words[0],
    NRESERVED = sizeof reserved / sizeof reserved[0],
    NPREDEFINED = sizeof predefined_words / sizeof predefined_words[0],
    NWORD = NTYPE + TK_COUNT + NDIRECTIVE + NPP + NRESERVED + NPREDEFINED,
};

/* Spelled by hand, not snprintf: 441 names. */
static char *type_texts(char *out, InternWord *w, size_t *n)
{
    for (size_t i = 0; i < NSCALAR; i++) {
        size_t len = strlen(scalars[i]);
        for (int form = 0; form < 21; form++) {
            char *s = out;
            memcpy(out, scalars[i], len);
            out += len;
            if (form > 0) { /* floatR, then floatRxC */
                int r = (form - 1) / 5 + 1, c = (form - 1) % 5;
                *out++ = (char)('0' + r);
                if (c)
                    *out++ = 'x', *out++ = (char)('0' + c);
            }
            *out++ = 0;
            w[(*n)++] = (InternWord){s, WORD_IS_TYPE};
        }
    }
    for (size_t i = 0; i < NOBJECT; i++)
        w[(*n)++] = (InternWord){objects[i], WORD_IS_TYPE};
    return out;
}

/* Every word with its tag, the types first; texts is room for the
 * vector and matrix names. Returns the count. */
static size_t collect_words(InternWord *w, char texts[NSCALAR * 21 * 24])
{
    size_t n = 0;
    type_texts(texts, w, &n);
    for (int k = 0; k < TK_COUNT; k++) {
        const char *s = token_spelling[k];
        if (token_keyword(s, (uint32_t)strlen(s)) == (TokKind)k)
            w[n++] = (InternWord){s, WORD_IS_KEYWORD | (uint32_t)k};
    }
    for (size_t i = 0; i < NDIRECTIVE; i++)
        w[n++] = (InternWord){directives[i].name, (uint32_t)directives[i].d << WORD_DIRECTIVE_SHIFT};
    for (size_t i = 0; i < NPP; i++)
        w[n++] = (InternWord){pp_words[i], 0};
    for (size_t i = 0; i < NRESERVED; i++)
        w[n++] = (InternWord){reserved[i], WORD_IS_RESERVED};
    for (size_t i = 0; i < NPREDEFINED; i++)
        w[n++] = predefined_words[i];
    return n;
}

#endif
