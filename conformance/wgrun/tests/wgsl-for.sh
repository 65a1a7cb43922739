#!/bin/sh
# Stands in for `prism --target wgsl` in wgrun's self-test: for -E ENTRY it
# writes $WGSL_FOR/ENTRY.wgsl to -Fo and $WGSL_FOR/ENTRY.json (the reflection,
# in the shape docs/reflection.md gives textures and samplers) to --reflect.
while [ $# -gt 0 ]; do
    case $1 in -E) e=$2; shift 2 ;; -Fo) o=$2; shift 2 ;; --reflect) j=$2; shift 2 ;; *) shift ;; esac
done
cp "$WGSL_FOR/$e.wgsl" "$o" && cp "$WGSL_FOR/$e.json" "$j"
