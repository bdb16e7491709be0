import {
  ADS_MESSAGES,
  HOUSE_AD_LIMITS,
  type AdArticleListResponse,
  type AdminAdsResponse,
  type AdminHouseAdResponse,
  type AdsConfig,
  type AdSettingsBody,
  type AdsTxtBody,
  type AdsTxtResponse,
  type HouseAdBody,
} from "../../contracts/ads.ts";
import { adsTxtProblems, adsTxtProblemText } from "../../contracts/ads-txt.ts";
import { inTransaction, isUniqueViolation } from "../../db.ts";
import { Conflict, NotFound, ValidationFailed } from "../../errors.ts";
import type { AppDeps } from "../../types.ts";
import { recordAudit, type AuditActor } from "../audit/audit.service.ts";
import {
  auditedCreative,
  manilaDayEnd,
  manilaDayStart,
  presentAdArticle,
  presentAdminHouseAd,
  presentPublicHouseAd,
} from "./ads.presenter.ts";
import { AD_SETTING_KEYS, adsRepository } from "./ads.repository.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/**
 * How long the public configuration is kept in memory. Writes made through this process clear it at once;
 * another process (decision 026) sees them within this time.
 */
export const ADS_CONFIG_TTL_MS = 30_000;

const CreativeNotFound = () =>
  NotFound(ADS_MESSAGES.creativeNotFound, "AD_CREATIVE_NOT_FOUND");
const ArticleNotFound = () =>
  NotFound(ADS_MESSAGES.articleNotFound, "ARTICLE_NOT_FOUND");

/** The stored toggle: on unless an admin turned it off (default on). */
const isOn = (value: string | undefined) => value !== "false";

function creativeData(input: HouseAdBody) {
  return {
    name: input.name,
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl,
    altText: input.altText,
    sizes: JSON.stringify([...new Set(input.sizes)]),
    slots: JSON.stringify([...new Set(input.slots)]),
    startsAt: input.startsAt ? manilaDayStart(input.startsAt) : null,
    endsAt: input.endsAt ? manilaDayEnd(input.endsAt) : null,
    weight: input.weight,
    enabled: input.enabled,
  };
}

export function adsService(deps: Deps) {
  const { db, clock } = deps;
  const repo = adsRepository(db);
  let cached: { at: number; config: AdsConfig } | null = null;
  const forget = () => {
    cached = null;
  };

  return {
    /** GET /api/ads/config: the toggle, the network code, the no-ads articles and the live house creatives. */
    async publicConfig(): Promise<AdsConfig> {
      const now = clock.now();
      if (cached && now.getTime() - cached.at < ADS_CONFIG_TTL_MS)
        return cached.config;
      const [settings, creatives, noAdsArticleIds] = await Promise.all([
        repo.settings(),
        repo.liveCreatives(now),
        repo.noAdsArticleIds(),
      ]);
      const config: AdsConfig = {
        enabled: isOn(settings[AD_SETTING_KEYS.enabled]),
        gptNetworkCode: settings[AD_SETTING_KEYS.gptNetworkCode] || null,
        noAdsArticleIds,
        creatives: creatives.map(presentPublicHouseAd),
      };
      cached = { at: now.getTime(), config };
      return config;
    },

    async adsTxt(): Promise<string> {
      return (await repo.settings())[AD_SETTING_KEYS.adsTxt] ?? "";
    },

    /** Impressions of a batch (an id may repeat: each is one impression); unknown ids are ignored. */
    async countImpressions(ids: number[]): Promise<void> {
      const counts = new Map<number, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      await repo.countImpressions(counts);
    },

    /** A click: counted, then the creative's link (never an address the request chose). */
    async click(id: number): Promise<string> {
      const row = await repo.linkOf(id);
      if (!row) throw CreativeNotFound();
      await repo.countClick(id);
      return row.linkUrl;
    },

    // ---- Admin --------------------------------------------------------------------------------

    async adminOverview(): Promise<AdminAdsResponse> {
      const [settings, creatives] = await Promise.all([
        repo.settings(),
        repo.creatives(),
      ]);
      return {
        status: "success",
        data: {
          enabled: isOn(settings[AD_SETTING_KEYS.enabled]),
          gptNetworkCode: settings[AD_SETTING_KEYS.gptNetworkCode] ?? "",
          creatives: creatives.map(presentAdminHouseAd),
        },
      };
    },

    async saveSettings(actor: AuditActor, input: AdSettingsBody) {
      await inTransaction(db, async (tx) => {
        const stored = await repo.settings(tx);
        const before = {
          enabled: isOn(stored[AD_SETTING_KEYS.enabled]),
          gptNetworkCode: stored[AD_SETTING_KEYS.gptNetworkCode] ?? "",
        };
        await repo.putSetting(
          tx,
          AD_SETTING_KEYS.enabled,
          String(input.enabled),
        );
        await repo.putSetting(
          tx,
          AD_SETTING_KEYS.gptNetworkCode,
          input.gptNetworkCode,
        );
        await recordAudit(tx, actor, {
          action: "ads.settings",
          entityType: "ad-settings",
          before,
          after: { ...input },
        });
      });
      forget();
      return {
        status: "success" as const,
        message: ADS_MESSAGES.settingsSaved,
        data: input,
      };
    },

    async createCreative(
      actor: AuditActor,
      input: HouseAdBody,
    ): Promise<AdminHouseAdResponse> {
      const row = await inTransaction(db, async (tx) => {
        const createdId = await repo.createCreative(tx, creativeData(input));
        const row = (await repo.findCreative(tx, createdId))!;
        await recordAudit(tx, actor, {
          action: "ads.creative.create",
          entityType: "house-ad",
          entityId: row.id,
          before: null,
          after: auditedCreative(row),
        });
        return row;
      });
      forget();
      return {
        status: "success",
        message: ADS_MESSAGES.creativeCreated,
        data: presentAdminHouseAd(row),
      };
    },

    async updateCreative(
      actor: AuditActor,
      id: number,
      input: HouseAdBody,
    ): Promise<AdminHouseAdResponse> {
      const row = await inTransaction(db, async (tx) => {
        const before = await repo.findCreative(tx, id);
        if (!before) throw CreativeNotFound();
        await repo.updateCreative(tx, id, creativeData(input));
        const after = (await repo.findCreative(tx, id))!;
        await recordAudit(tx, actor, {
          action: "ads.creative.update",
          entityType: "house-ad",
          entityId: id,
          before: auditedCreative(before),
          after: auditedCreative(after),
        });
        return after;
      });
      forget();
      return {
        status: "success",
        message: ADS_MESSAGES.creativeSaved,
        data: presentAdminHouseAd(row),
      };
    },

    async deleteCreative(actor: AuditActor, id: number) {
      await inTransaction(db, async (tx) => {
        const before = await repo.findCreative(tx, id);
        if (!before) throw CreativeNotFound();
        await repo.deleteCreative(tx, id);
        await recordAudit(tx, actor, {
          action: "ads.creative.delete",
          entityType: "house-ad",
          entityId: id,
          before: {
            ...auditedCreative(before),
            impressions: before.impressions,
            clicks: before.clicks,
          },
          after: null,
        });
      });
      forget();
      return {
        status: "success" as const,
        message: ADS_MESSAGES.creativeDeleted,
      };
    },

    async adminAdsTxt(): Promise<AdsTxtResponse> {
      return {
        status: "success",
        data: {
          content: (await repo.settings())[AD_SETTING_KEYS.adsTxt] ?? "",
        },
      };
    },

    /** Saves ads.txt when every line follows the format; otherwise a 400 naming each bad line. */
    async saveAdsTxt(
      actor: AuditActor,
      input: AdsTxtBody,
    ): Promise<AdsTxtResponse> {
      const problems = adsTxtProblems(input.content);
      if (problems.length > 0)
        throw ValidationFailed(
          problems.map((problem) => ({
            field: `content.line${problem.line}`,
            message: adsTxtProblemText(problem),
          })),
        );
      const content = input.content.replace(/\r\n/g, "\n");
      await inTransaction(db, async (tx) => {
        const before = (await repo.settings(tx))[AD_SETTING_KEYS.adsTxt] ?? "";
        await repo.putSetting(tx, AD_SETTING_KEYS.adsTxt, content);
        await recordAudit(tx, actor, {
          action: "ads.adstxt",
          entityType: "ads-txt",
          before: { content: before },
          after: { content },
        });
      });
      return {
        status: "success",
        message: ADS_MESSAGES.adsTxtSaved,
        data: { content },
      };
    },

    async noAdsArticles(): Promise<AdArticleListResponse> {
      return {
        status: "success",
        data: (await repo.noAdsArticles()).map(presentAdArticle),
      };
    },

    async searchArticles(
      q: string | undefined,
    ): Promise<AdArticleListResponse> {
      return {
        status: "success",
        data: (await repo.searchArticles(q || undefined)).map(presentAdArticle),
      };
    },

    /** Turns ads off (noAds true) or back on for one article. Saying it twice changes nothing and logs nothing. */
    async setNoAds(
      actor: AuditActor,
      articleId: number,
      noAds: boolean,
    ): Promise<AdArticleListResponse> {
      await inTransaction(db, async (tx) => {
        const article = await repo.findArticle(tx, articleId);
        if (!article) throw ArticleNotFound();
        const was = article.noAds !== null;
        if (was === noAds) return;
        if (noAds) {
          if ((await repo.noAdsCount(tx)) >= HOUSE_AD_LIMITS.noAdsArticlesMax)
            throw Conflict(
              ADS_MESSAGES.tooManyNoAds,
              "TOO_MANY_NO_ADS_ARTICLES",
            );
          // Two admins (or a double click) choosing the same article at once: the second is a no-op, not a
          // unique-constraint error (an upsert is INSERT … ON CONFLICT on PostgreSQL).
          await repo.markNoAds(tx, articleId);
        } else {
          // The same for two removals at once: the second finds nothing to delete and changes nothing.
          if (!(await repo.unmarkNoAds(tx, articleId))) return;
        }
        await recordAudit(tx, actor, {
          action: noAds ? "ads.no-ads.add" : "ads.no-ads.remove",
          entityType: "article",
          entityId: articleId,
          before: { noAds: was, title: article.title },
          after: { noAds },
        });
      }).catch((err: unknown) => {
        // Another request added the same article first (a unique-constraint race under READ COMMITTED): already done.
        if (isUniqueViolation(err)) return;
        throw err;
      });
      forget();
      const list = await this.noAdsArticles();
      return {
        ...list,
        message: noAds ? ADS_MESSAGES.noAdsAdded : ADS_MESSAGES.noAdsRemoved,
      };
    },
  };
}
