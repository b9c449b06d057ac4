#!/bin/sh
# Packages must not start their services while an image is built (101: action forbidden by policy).
exit 101
