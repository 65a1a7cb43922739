/* The pointer fields of each kind of object ir_clone_module copies
 * (ir_clone_fields.c), for ir_clone_check: it reads those words only. */
#ifndef PRISM_IR_CLONE_FIELDS_H
#define PRISM_IR_CLONE_FIELDS_H
#include <stddef.h>

typedef struct IrCloneLayout {
    const char *what;       /* the name ir_clone.c records a copy under: "IrInst", "IrMember[]" */
    size_t elem_size;       /* an object's size; an array's element's */
    size_t num_offsets;
    const size_t *offsets;  /* of its pointer fields, in an object or element */
} IrCloneLayout;

/* NULL when `what` has no table. */
const IrCloneLayout *ir_clone_layout(const char *what);

#endif
