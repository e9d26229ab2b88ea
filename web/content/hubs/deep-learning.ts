import type { FeatureCard } from "#web/components/hubs/feature-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import { deepLearningArt } from "../hero-art/deep-learning.ts";
import { toContact } from "../shared/actions.ts";
import { toolsBand } from "./tools-band.ts";

export const deepLearningContent = {
  path: "/services/deeplearning",
  meta: {
    title: "Deep Learning and AI Services",
    description:
      "Computer vision, language models, forecasting, recommendations and MLOps: deep learning models trained on your data and deployed into your products.",
  },
  hero: {
    eyebrow: "Deep learning & AI",
    title: "Put your data to work with models built for your business",
    lead: "From reading documents to forecasting demand, we train, test and deploy models that solve one measurable problem at a time.",
    actions: [toContact("Discuss Your AI Project"), { label: "See the Pipeline", to: "#pipeline" }],
    art: deepLearningArt,
    summary: {
      title: "How we keep AI useful",
      items: [
        "One business metric agreed up front",
        "Your data stays in your accounts",
        "Models tested against real cases",
        "Monitoring and retraining after launch",
      ],
      footer: "A first working model (MVP) in 2–4 weeks",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "What we offer",
        title: "Deep learning services",
        lead: "Practical AI for products and operations. Each service starts with the problem, not the model.",
      },
      blocks: [
        {
          kind: "FeatureCards",
          columns: 4,
          tilt: 8,
          cards: [
            {
              title: "Computer Vision",
              description:
                "Detect, count and inspect from images and video: quality checks, ID reading and more.",
              icon: "aperture",
            },
            {
              title: "Natural Language Processing",
              description:
                "Classify, extract and summarise text from e-mails, tickets, contracts and reviews.",
              icon: "type",
            },
            {
              title: "Predictive Analytics",
              description:
                "Forecast demand, churn and revenue from the history you already collect.",
              icon: "trending",
            },
            {
              title: "Recommendation Systems",
              description: "Suggest the next product, article or action for each customer.",
              icon: "sparkles",
            },
            {
              title: "Custom Model Training",
              description:
                "Models trained and fine-tuned on your own labelled data for your own task.",
              icon: "brain",
            },
            {
              title: "Generative AI Apps",
              description:
                "Assistants and search over your documents, with answers grounded in your sources.",
              icon: "message",
            },
            {
              title: "Speech & Audio AI",
              description:
                "Transcribe calls, detect topics and turn voice notes into structured data.",
              icon: "headphones",
            },
            {
              title: "MLOps & Deployment",
              description:
                "APIs, monitoring and retraining pipelines that keep models accurate in production.",
              icon: "server",
            },
          ] satisfies FeatureCard[],
        },
      ],
    },
    {
      id: "pipeline",
      heading: {
        eyebrow: "Our pipeline",
        title: "From raw data to a model in production",
        lead: "Six stages, each with results you can check before we move on.",
      },
      blocks: [
        {
          kind: "Steps",
          steps: [
            {
              title: "Problem Framing",
              description: "We agree the decision the model supports and how success is measured.",
            },
            {
              title: "Data Preparation",
              description: "Collect, clean and label the data, and check it for gaps and bias.",
            },
            {
              title: "Model Design",
              description:
                "Choose the approach: a pre-trained model, fine-tuning or a custom network.",
            },
            {
              title: "Training & Evaluation",
              description:
                "Train, tune and test against held-out real cases, with results you can read.",
            },
            {
              title: "Deployment",
              description: "Ship the model behind a secure API or inside your product.",
            },
            {
              title: "Monitoring & Retraining",
              description: "Track accuracy on live data and retrain when the world changes.",
            },
          ] satisfies Step[],
        },
      ],
    },
    toolsBand({
      id: "tools",
      tone: "muted",
      heading: { eyebrow: "Our toolkit", title: "Tools we build with" },
      label: "Deep learning tools we use",
      tools: ["PyTorch", "TensorFlow", "Hugging Face", "scikit-learn", "OpenCV"],
    }),
  ],
  cta: {
    title: "Have data and a question? Let's build the model",
    lead: "Describe the decision you want to improve and the data you have. We reply with an approach and a quote.",
    action: toContact("Discuss Your AI Project"),
  },
} satisfies HubContent;
