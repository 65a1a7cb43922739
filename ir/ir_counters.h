/* The counter buffers of structured buffers (ir/ir_counters.c). */
#ifndef PRISM_IR_COUNTERS_H
#define PRISM_IR_COUNTERS_H
#include "ir.h"

/* The counter buffer of buf (which has_counter), made on first use at
 * buf's counter_set and counter_binding: block is the counter's block
 * (one int), an array of them for an array of buffers. Every array of
 * one descriptor heap shares one counter array, the counter heap. */
IrGlobal *ir_counter_global(IrModule *m, IrGlobal *buf, const IrType *block);

/* After ir_handle_resolve: each counter_of in f, whose operand is now a
 * global buffer or an element of a global array of buffers, becomes that
 * buffer's counter (the same element of the counter array). */
void ir_resolve_counters(IrModule *m, IrFunction *f);

#endif
