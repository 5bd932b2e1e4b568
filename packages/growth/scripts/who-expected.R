# Expected z-scores for packages/growth/test/who-cases.csv, computed by the WHO's own software:
# the R source of the anthro and anthroplus packages, loaded from local git copies of
# github.com/WorldHealthOrganization/anthro and …/anthroplus (no CRAN install needed — the
# z-score code uses base R only). Run by hand when the cases or the tables change:
#
#   Rscript packages/growth/scripts/who-expected.R <anthro checkout> <anthroplus checkout> \
#     packages/growth/test/who-cases.csv packages/growth/test/who-expected.csv
#
# Each checkout is a plain tree of the repository (e.g. `git archive HEAD | tar x`, then
# `git rev-parse HEAD > .commit` in it: the header of the output names that commit). The
# output has one row per case and indicator: the WHO's z (rounded to 2 decimals by the WHO's
# code), the same z unrounded (the WHO's code run again with `round` masked in its
# environment), the WHO's flag, and the percentile 100·pnorm(z unrounded) to 1 decimal.
args <- commandArgs(trailingOnly = TRUE)
stopifnot(length(args) == 4L)
anthro_dir <- args[[1]]
anthroplus_dir <- args[[2]]

load_who <- function(mask_round) {
  who <- new.env()
  if (mask_round) assign("round", function(x, digits = 0) x, envir = who)
  load(file.path(anthro_dir, "R", "sysdata.rda"), envir = who)
  load(file.path(anthroplus_dir, "R", "sysdata.rda"), envir = who)
  collate <- read.dcf(file.path(anthro_dir, "DESCRIPTION"), fields = "Collate")[1, 1]
  for (f in scan(text = collate, what = "", quiet = TRUE)) {
    sys.source(file.path(anthro_dir, "R", f), envir = who)
  }
  sys.source(file.path(anthroplus_dir, "R", "zscores.R"), envir = who)
  who
}

cases <- read.csv(args[[3]], stringsAsFactors = FALSE, na.strings = "")
sex <- ifelse(cases$sex == "male", 1L, 2L)
measure <- ifelse(is.na(cases$position), NA_character_,
                  ifelse(cases$position == "lying", "l", "h"))
months <- cases$ageDays / 30.4375
stopifnot(!any(months >= 60 & !is.na(measure) & measure == "l"))

run <- function(who) {
  a <- who$anthro_zscores(sex = sex, age = cases$ageDays, weight = cases$weightKg,
                          lenhei = cases$lengthCm, measure = measure,
                          headc = cases$headCircumferenceCm)
  p <- who$anthroplus_zscores(sex = sex, age_in_months = months,
                              height_in_cm = cases$lengthCm, weight_in_kg = cases$weightKg)
  pick <- function(x, y) ifelse(is.na(x), y, x)
  stopifnot(!any(!is.na(a$zwei) & !is.na(p$zwfa)), !any(!is.na(a$zlen) & !is.na(p$zhfa)),
            !any(!is.na(a$zbmi) & !is.na(p$zbfa)))
  list(
    weightForAge = list(z = pick(a$zwei, p$zwfa), flag = pick(a$fwei, p$fwfa)),
    lengthHeightForAge = list(z = pick(a$zlen, p$zhfa), flag = pick(a$flen, p$fhfa)),
    headCircumferenceForAge = list(z = a$zhc, flag = a$fhc),
    bmiForAge = list(z = pick(a$zbmi, p$zbfa), flag = pick(a$fbmi, p$fbfa)),
    weightForLengthHeight = list(z = a$zwfl, flag = a$fwfl),
    clenhei = a$clenhei
  )
}
rounded <- run(load_who(FALSE))
exact <- run(load_who(TRUE))

rows <- list()
for (indicator in c("weightForAge", "lengthHeightForAge", "headCircumferenceForAge",
                    "bmiForAge", "weightForLengthHeight")) {
  z_exact <- exact[[indicator]]$z
  rows[[indicator]] <- data.frame(
    case = cases$case,
    indicator = indicator,
    z = rounded[[indicator]]$z,
    zExact = sprintf("%.10f", z_exact),
    flag = rounded[[indicator]]$flag,
    percentile = round(100 * pnorm(z_exact), 1),
    stringsAsFactors = FALSE
  )
  rows[[indicator]]$zExact[is.na(z_exact)] <- NA
}
out <- do.call(rbind, rows)
out <- out[order(match(out$case, cases$case)), ]

git_head <- function(dir) {
  head <- tryCatch(readLines(file.path(dir, ".commit"), warn = FALSE)[1], error = function(e) NA)
  if (is.na(head)) "unknown" else head
}
version <- function(dir) read.dcf(file.path(dir, "DESCRIPTION"), fields = "Version")[1, 1]
con <- file(args[[4]], "w")
writeLines(c(
  sprintf("# Computed by the WHO's anthro %s (commit %s) and anthroplus %s (commit %s),",
          version(anthro_dir), git_head(anthro_dir), version(anthroplus_dir), git_head(anthroplus_dir)),
  sprintf("# their R source run under %s by packages/growth/scripts/who-expected.R.", R.version.string),
  "# z: anthro_zscores / anthroplus_zscores as returned (2 decimals); zExact: the same, unrounded;",
  "# flag: the WHO's implausibility flag; percentile: round(100 * pnorm(zExact), 1). NA: no z."
), con)
write.csv(out, con, row.names = FALSE, na = "NA", quote = FALSE)
close(con)
