/* qd-csp-owned.h — a propagator's data, or its state in one solver, is a
 * QdOwned block (core/qd-owned.h: its first member `owned`) that the class
 * frees with qd_owned_free: each array is recorded as it is made, so that
 * no constraint writes a free function.
 *   d->offset = QD_CSP_OWN (d, g_new (guint, n + 1));
 * Building only: propagation reads the fields as plain arrays. */
#pragma once

#include "core/qd-owned.h"

#define QD_CSP_OWN(block, array) qd_owned_add (&(block)->owned, (array), g_free)
